# Mistake: "`x` may be non-contiguous (any memory layout ...)" / "Your result must not depend on it": it reads the (N, C, H, W) view with as_strided strides computed for a contiguous x, so a transposed, strided or channels_last x gives silently wrong numbers.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    chw = x.as_strided((n, c, h, w), (h * w * c, 1, w * c, c), x.storage_offset())
    return chw.reshape(n, c * h * w)
