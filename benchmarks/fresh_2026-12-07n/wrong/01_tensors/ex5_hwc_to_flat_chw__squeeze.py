# Mistake: "(a batch of one is still (1, C*H*W))": a final squeeze() turns a batch of one into a (C*H*W,) vector.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.permute(0, 3, 1, 2).reshape(x.shape[0], -1).squeeze()
