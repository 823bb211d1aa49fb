# Right: concatenates the C channel planes x[..., c].flatten(1) along dim 1 instead of permute + reshape (a loop over channels, not over data).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return torch.cat([x[..., c].flatten(1) for c in range(x.shape[-1])], dim=1)
