# Mistake: "`x.permute(0, 3, 1, 2).view(N, -1)` has the right order but raises, because the permuted tensor is not contiguous" — uses view after permute
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.permute(0, 3, 1, 2).view(x.shape[0], -1)
