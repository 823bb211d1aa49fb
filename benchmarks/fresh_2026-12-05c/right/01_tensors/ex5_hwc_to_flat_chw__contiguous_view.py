# Right: permute, then contiguous() makes the row-major copy so view is legal
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    return x.permute(0, 3, 1, 2).contiguous().view(n, c * h * w)
