# Right: movedim(-1, 1) instead of permute, and flatten(1), which copies when the strides require it.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return torch.movedim(x, -1, 1).flatten(start_dim=1)
