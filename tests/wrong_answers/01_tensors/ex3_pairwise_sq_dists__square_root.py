# Diagnosis: not-squared
# Pitfall: returns Euclidean distances, not squared distances.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return ((x[:, None, :] - y[None, :, :]) ** 2).sum(-1).sqrt()
