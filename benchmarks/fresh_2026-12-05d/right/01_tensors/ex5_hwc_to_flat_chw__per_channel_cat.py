# Right: takes each channel plane x[..., c] (an (N, H, W) view listed row by row by reshape) and concatenates them along dim 1 in channel order: channel 0 first, then 1, ...; reshape copies non-contiguous planes, cat keeps dtype/device/gradients.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    planes = [x[..., c].reshape(n, -1) for c in range(x.shape[3])]
    return torch.cat(planes, dim=1)
