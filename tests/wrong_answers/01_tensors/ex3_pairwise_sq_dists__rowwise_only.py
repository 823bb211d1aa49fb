# Diagnosis: rowwise-only
# Pitfall: compares x_i with y_i only; runs when N == M and returns N numbers.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return ((x - y) ** 2).sum(-1)
