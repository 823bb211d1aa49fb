# Right: no permute: concatenates each channel's (N, H*W) plane in channel order along dimension 1.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    planes = [x[:, :, :, c].reshape(x.shape[0], -1) for c in range(x.shape[3])]
    return torch.cat(planes, dim=1)
