# Mistake: "memory layouts: contiguous, channels_last (already), strided or transposed ... the returned x ... channels_last" — converts x only when x.is_contiguous() (meaning to skip one already converted), so a strided or transposed batch comes back in its own layout, not channels_last.
def to_channels_last(model, x):
    model = model.to(memory_format=torch.channels_last)
    if x.is_contiguous():
        x = x.to(memory_format=torch.channels_last)
    return model, x
