# Mistake: "a batch of one is still `(1, C*H*W)`" — a final squeeze() (to "tidy up") drops the batch dimension for N == 1, and everything when C*H*W == 1.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.permute(0, 3, 1, 2).flatten(start_dim=1).squeeze()
