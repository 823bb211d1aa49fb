# Right: flatten each channel with reshape and concatenate the channels in order.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    return torch.cat([x[:, :, :, k].reshape(n, h * w) for k in range(c)], dim=1)
