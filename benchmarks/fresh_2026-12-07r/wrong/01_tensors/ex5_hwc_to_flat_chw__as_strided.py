# Mistake: "`x` may be non-contiguous (any memory layout, `channels_last` included)" -- the channel-first view is built with as_strided from the strides of a contiguous (N, H, W, C) tensor, which reads the wrong elements when x is transposed, strided or channels_last.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    chw = x.as_strided((n, c, h, w), (h * w * c, 1, w * c, c), x.storage_offset())
    return chw.reshape(n, c * h * w)
