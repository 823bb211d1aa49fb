# Mistake: "`x` may be non-contiguous (any memory layout)" — the strides passed to as_strided assume x is contiguous (N, H, W, C); on a strided, transposed or channels-last x it reads the wrong elements.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    chw = x.as_strided((n, c, h, w), (h * w * c, 1, w * c, c), x.storage_offset())
    return chw.reshape(n, c * h * w)
