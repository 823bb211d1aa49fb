# Right: splits the channels with unbind, stacks them as the second dimension (a fresh contiguous tensor), and flattens with flatten(1).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return torch.stack(x.unbind(dim=-1), dim=1).flatten(1)
