# Right: two transposes give (N, C, H, W); contiguous() then view to (N, C*H*W).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    return x.transpose(1, 3).transpose(2, 3).contiguous().view(n, c * h * w)
