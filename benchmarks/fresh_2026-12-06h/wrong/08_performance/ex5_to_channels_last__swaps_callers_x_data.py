# Mistake: "Leave the caller's batch `x` as it was (return a converted tensor ...)" and "the caller's `x` stays as it was (values and strides)" — converts the batch "in place, like model.to does" with `x.data = x.data.contiguous(memory_format=...)`, which changes the strides of the caller's own tensor.
def to_channels_last(model, x):
    model.to(memory_format=torch.channels_last)
    x.data = x.data.contiguous(memory_format=torch.channels_last)
    return model, x
