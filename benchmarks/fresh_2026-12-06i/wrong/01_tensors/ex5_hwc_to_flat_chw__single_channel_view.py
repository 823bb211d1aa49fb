# Mistake: "`x` may be non-contiguous (any memory layout ...)" and "any of `N`, `H`, `W`, `C` may be 1" — with one channel the order is already right, so a fast path uses x.view(n, -1), which raises for a non-contiguous (strided or transposed) single-channel input.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    if x.shape[-1] == 1:
        return x.view(n, -1)            # one channel: HWC and CHW orders coincide
    return x.permute(0, 3, 1, 2).reshape(n, -1)
