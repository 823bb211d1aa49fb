# Mistake: "returning the `(N, M)` tensor of squared Euclidean distances" — takes the square root, returning distances
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x[:, None, :] - y[None, :, :]
    return diff.pow(2).sum(-1).sqrt()
