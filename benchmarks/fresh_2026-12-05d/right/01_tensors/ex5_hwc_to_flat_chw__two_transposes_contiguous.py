# Right: transpose(1, 3) gives (N, C, W, H) and a second transpose(2, 3) restores (N, C, H, W); contiguous() then makes the row-major copy so view is allowed; the result is (N, C*H*W) for every size including 1.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    return x.transpose(1, 3).transpose(2, 3).contiguous().view(n, c * h * w)
