# Mistake: "`x.permute(0, 3, 1, 2).view(N, -1)` has the right order but raises, because the permuted tensor is not contiguous" — contiguous() is called before the permute, where it does nothing useful; the permuted tensor is still not contiguous and view raises (it only works when C == 1 or H == W == 1).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    return x.contiguous().permute(0, 3, 1, 2).view(n, -1)
