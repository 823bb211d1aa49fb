# Right: moves the channel dimension with movedim(-1, 1) and flattens with flatten(start_dim=1), which copies when it must.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.movedim(-1, 1).flatten(start_dim=1)
