# Mistake: "Leave the caller's batch `x` as it was (return a converted tensor)" — swaps x.data for a channels_last copy, which changes the caller's tensor's strides in place
def to_channels_last(model, x):
    model.to(memory_format=torch.channels_last)
    x.data = x.data.contiguous(memory_format=torch.channels_last)
    return model, x
