# Mistake: "`x` may be non-contiguous (any memory layout ...)" and "Your result must not depend on it" -- builds the channel-first view with as_strided from the strides a contiguous (N, H, W, C) tensor would have, so for a transposed, strided or channels-last x it reads the wrong elements and silently returns wrong rows.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    chw = x.as_strided((n, c, h, w), (h * w * c, 1, w * c, c))   # no copy until the reshape
    return chw.reshape(n, c * h * w)
