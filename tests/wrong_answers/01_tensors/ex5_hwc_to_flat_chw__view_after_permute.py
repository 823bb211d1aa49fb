# Diagnosis: view-not-contiguous
# Pitfall: the order is right but view() refuses the non-contiguous permuted tensor.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.permute(0, 3, 1, 2).view(x.shape[0], -1)
