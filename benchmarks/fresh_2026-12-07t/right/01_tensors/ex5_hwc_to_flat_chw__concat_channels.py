# Right: concatenates each channel's (N, H*W) plane along dimension 1 (channel 0 first) instead of permuting the whole tensor.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    planes = [x[..., c].reshape(x.shape[0], -1) for c in range(x.shape[3])]
    return torch.cat(planes, dim=1)
