# Right: movedim(-1, 1) and flatten(start_dim=1) instead of permute + reshape.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return torch.flatten(torch.movedim(x, -1, 1), start_dim=1)
