# Mistake: "x may be non-contiguous (any memory layout)" — flattens each channel slice with .view, which raises once x's H and W cannot be merged (e.g. a transposed layout).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    return torch.cat([x[..., c].view(n, -1) for c in range(x.shape[-1])], dim=1)
