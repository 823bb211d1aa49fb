# Right: movedim(-1, 1) is the same view as permute(0, 3, 1, 2); flatten(1) copies when the strides require it (like reshape), keeps N even when it is 1, and keeps dtype, device and gradient.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return torch.movedim(x, -1, 1).flatten(start_dim=1)
