# Right: groups H and W into one axis, swaps it with C, then flattens with contiguous().view.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    return x.reshape(n, h * w, c).transpose(1, 2).contiguous().view(n, c * h * w)
