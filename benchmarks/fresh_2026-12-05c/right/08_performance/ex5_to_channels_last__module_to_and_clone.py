# Right: model.to(memory_format=torch.channels_last) converts every 4-D parameter/buffer in place and keeps modes; the batch is copied with clone(memory_format=torch.channels_last), which always returns a new tensor with the gradient path back to x
def to_channels_last(model, x):
    converted = model.to(memory_format=torch.channels_last)
    x_cl = x.clone(memory_format=torch.channels_last)
    return converted, x_cl
