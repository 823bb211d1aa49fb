# Approach: permute, contiguous() copy, then view.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.size(0)
    return x.permute(0, 3, 1, 2).contiguous().view(n, -1)
