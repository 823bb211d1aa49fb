# Mistake: "x may be non-contiguous (any memory layout, channels_last included ...). Your result must not depend on it" — it re-reads the memory with as_strided using the strides of a contiguous (N, H, W, C) tensor, so for a transposed, strided or channels_last x it reads the wrong elements (silently wrong values).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    chw = x.as_strided((n, c, h, w), (h * w * c, 1, w * c, c))   # channel-major view, no copy
    return chw.reshape(n, c * h * w)
