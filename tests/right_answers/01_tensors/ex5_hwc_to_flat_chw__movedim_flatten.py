# Approach: movedim the channels to dim 1, then flatten from dim 1 on.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.movedim(-1, 1).flatten(start_dim=1)
