# Mistake: "`x` may be non-contiguous (any memory layout, channels_last included)": view(N, H*W, C) needs H and W to be mergeable in memory, so a transposed, strided or channels_last input raises RuntimeError.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    pixels = x.view(n, h * w, c)           # one row per pixel
    return pixels.transpose(1, 2).reshape(n, c * h * w)
