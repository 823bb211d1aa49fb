# Mistake: "`x` may be non-contiguous (any memory layout, `channels_last` included)": each channel is flattened with view(N, -1), which raises for a transposed or column-major input.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    return torch.cat([x[..., c].view(n, -1) for c in range(x.shape[3])], dim=1)
