# Right: concatenates each channel's (N, H*W) plane with reshape, a loop over the C channels instead of one permute.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    return torch.cat([x[:, :, :, c].reshape(n, -1) for c in range(x.shape[-1])], dim=1)
