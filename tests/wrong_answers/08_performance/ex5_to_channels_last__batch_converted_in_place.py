# Diagnosis: batch-modified
# Pitfall: the caller's batch converted in place through x.data: its strides change under the caller.
def to_channels_last(model, x):
    model.to(memory_format=torch.channels_last)
    x.data = x.data.contiguous(memory_format=torch.channels_last)
    return model, x
