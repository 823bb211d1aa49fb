# Diagnosis: transposed
# Pitfall: inserts the dimensions the other way round and returns the (M, N) table.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return ((y[:, None, :] - x[None, :, :]) ** 2).sum(-1)
