# Mistake: "`x` may be non-contiguous (any memory layout, `channels_last` included ...)": it flattens the pixels with view, which raises RuntimeError for a transposed or strided x.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    pixels = x.view(n, h * w, c)                      # (N, pixels, C)
    return pixels.transpose(1, 2).reshape(n, c * h * w)
