# Mistake: "Leave the caller's batch `x` as it was (return a converted tensor)" -- swaps the layout of the caller's tensor itself through x.data, so the caller's batch changes strides.
def to_channels_last(model, x):
    model = model.to(memory_format=torch.channels_last)
    x.data = x.data.contiguous(memory_format=torch.channels_last)
    return model, x
