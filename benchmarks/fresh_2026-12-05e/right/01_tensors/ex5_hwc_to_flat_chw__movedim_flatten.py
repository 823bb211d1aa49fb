# Right: movedim(3, 1) is the same (N, C, H, W) view as permute(0, 3, 1, 2); flatten(start_dim=1) copies only when needed and keeps N even when it is 1.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return torch.movedim(x, -1, 1).flatten(start_dim=1)
