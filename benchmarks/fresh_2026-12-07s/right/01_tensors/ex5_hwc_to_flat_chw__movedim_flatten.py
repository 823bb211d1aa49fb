# Right: moves the channel axis with movedim and flattens with flatten(1) instead of permute + reshape.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.movedim(-1, 1).flatten(1)
