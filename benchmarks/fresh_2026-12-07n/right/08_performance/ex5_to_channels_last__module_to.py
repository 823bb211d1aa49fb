# Right: model.to(memory_format=...) in place and x.to(memory_format=...) for the batch.
def to_channels_last(model, x):
    model = model.to(memory_format=torch.channels_last)
    return model, x.to(memory_format=torch.channels_last)
