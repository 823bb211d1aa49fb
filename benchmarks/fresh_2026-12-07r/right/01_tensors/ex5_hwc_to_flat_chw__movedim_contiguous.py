# Right: uses movedim(-1, 1) and contiguous().view(...) instead of permute + reshape.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    return x.movedim(-1, 1).contiguous().view(n, c * h * w)
