# Mistake: "the returned x ... channels_last" for "C ∈ {1, 2, 3} ... memory layouts: contiguous, channels_last (already), strided or transposed": a single-channel batch is returned as it is ("one channel has nothing to reorder"), which is only channels_last when it is contiguous; a transposed or strided one-channel batch comes back not channels_last.
def to_channels_last(model, x):
    model.to(memory_format=torch.channels_last)
    if x.shape[1] == 1:
        return model, x              # NCHW and NHWC are the same bytes with one channel
    return model, x.to(memory_format=torch.channels_last)
