# Mistake: "a batch of one is still (1, C*H*W)" -- squeeze() after the flatten drops the batch dimension for N = 1 (and the feature dimension when C*H*W = 1).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.permute(0, 3, 1, 2).reshape(x.shape[0], -1).squeeze()
