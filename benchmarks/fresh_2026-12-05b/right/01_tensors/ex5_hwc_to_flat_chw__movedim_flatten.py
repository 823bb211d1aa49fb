# Right: movedim the channel axis to position 1, then flatten from dimension 1 (flatten copies when needed).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return torch.movedim(x, -1, 1).flatten(1)
