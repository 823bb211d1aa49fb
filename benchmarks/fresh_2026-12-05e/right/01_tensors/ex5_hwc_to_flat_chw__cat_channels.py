# Right: concatenates the channels along dim 1, each channel's (N, H, W) slice flattened row by row; reshape copies where the layout needs it, cat keeps dtype/device/autograd, and N = 1 stays (1, C*H*W).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    return torch.cat([x[..., ch].reshape(n, h * w) for ch in range(c)], dim=1)
