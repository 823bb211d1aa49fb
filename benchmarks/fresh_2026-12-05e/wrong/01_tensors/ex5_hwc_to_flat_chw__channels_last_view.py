# Mistake: "`x` may be non-contiguous (any memory layout) ... `N >= 1` and any of `N`, `H`, `W`, `C` may be 1" — contiguous(memory_format=torch.channels_last) keeps the HWC order in memory, so the view(N, -1) raises unless C == 1 or H == W == 1.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    chw = x.permute(0, 3, 1, 2).contiguous(memory_format=torch.channels_last)
    return chw.view(x.shape[0], -1)
