# Right: takes each channel plane x[..., k] (N, H, W), flattens it row by row with reshape, and concatenates the planes channel after channel.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    planes = [x[..., k].reshape(n, -1) for k in range(x.shape[-1])]
    return torch.cat(planes, dim=1)
