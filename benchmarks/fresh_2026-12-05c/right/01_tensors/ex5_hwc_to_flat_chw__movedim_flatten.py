# Right: movedim(-1, 1) is the same permutation as permute(0, 3, 1, 2); flatten(1) copies when needed and keeps N even when it is 1
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return torch.movedim(x, -1, 1).flatten(start_dim=1)
