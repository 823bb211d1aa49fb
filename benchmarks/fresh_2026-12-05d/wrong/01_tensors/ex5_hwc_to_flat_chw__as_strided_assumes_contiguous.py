# Mistake: "`x` may be non-contiguous (any memory layout)" — as_strided reinterprets the storage with the strides of a contiguous (N, H, W, C) tensor and ignores x's own strides and offset, so strided, transposed or channels-last inputs give the wrong numbers.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    chw = x.as_strided((n, c, h, w), (h * w * c, 1, w * c, c))
    return chw.reshape(n, c * h * w)
