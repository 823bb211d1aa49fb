# Right: moves the channel dimension with movedim, makes the copy explicit with contiguous(), then uses view (which is always valid on a contiguous tensor).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    return x.movedim(-1, 1).contiguous().view(n, c * h * w)
