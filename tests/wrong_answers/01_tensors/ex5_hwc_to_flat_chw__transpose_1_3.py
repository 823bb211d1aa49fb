# Diagnosis: rows-and-columns-swapped
# Pitfall: transpose(1, 3) brings the channels forward but also swaps H and W.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.transpose(1, 3).reshape(x.shape[0], -1)
