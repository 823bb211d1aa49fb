# Diagnosis: wrong-shape
# Pitfall: the order is right but the whole batch becomes one long vector.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.permute(0, 3, 1, 2).flatten()
