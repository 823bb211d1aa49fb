# Mistake: "memory layouts: contiguous, channels_last (already), strided or transposed" / "the returned x ... channels_last": the batch is converted only when it is NCHW-contiguous (meant to skip one already in channels_last), so a strided or transposed batch comes back unconverted.
def to_channels_last(model, x):
    model = model.to(memory_format=torch.channels_last)
    if x.is_contiguous():                     # NCHW: convert; otherwise it is already channels_last
        x = x.to(memory_format=torch.channels_last)
    return model, x
