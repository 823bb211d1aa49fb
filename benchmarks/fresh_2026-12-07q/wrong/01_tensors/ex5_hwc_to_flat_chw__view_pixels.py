# Mistake: "`x` may be non-contiguous (any memory layout ...)": view(N, H*W, C) needs compatible strides, so a transposed or column-major input raises RuntimeError.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    return x.view(n, h * w, c).transpose(1, 2).reshape(n, c * h * w)
