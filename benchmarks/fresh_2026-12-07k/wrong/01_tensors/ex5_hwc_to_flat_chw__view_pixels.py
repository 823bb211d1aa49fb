# Mistake: "`x` may be non-contiguous (any memory layout, `channels_last` included ...)" -- starts with x.view(N, H*W, C), which raises RuntimeError for a transposed, strided or channels-last x instead of returning the flattened rows.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    pixels = x.view(n, h * w, c)                 # one row per pixel
    return pixels.transpose(1, 2).reshape(n, c * h * w)
