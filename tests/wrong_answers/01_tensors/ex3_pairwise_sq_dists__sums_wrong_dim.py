# Diagnosis: summed-wrong-dim
# Pitfall: broadcasts correctly, then sums over the M axis instead of the feature axis.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return ((x[:, None, :] - y[None, :, :]) ** 2).sum(1)
