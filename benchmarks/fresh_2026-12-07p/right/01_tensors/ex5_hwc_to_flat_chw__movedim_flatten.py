# Right: moves the channel dimension with movedim(-1, 1) and flattens with flatten(1), which copies only when the strides require it.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.movedim(-1, 1).flatten(start_dim=1)
