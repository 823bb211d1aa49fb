# Right: expands both sides explicitly to (N, M, D) views (no copies), multiplies the difference by itself and sums with torch.sum over dim 2.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    n, d = x.shape
    m = y.shape[0]
    diff = x.view(n, 1, d).expand(n, m, d) - y.view(1, m, d).expand(n, m, d)
    return torch.sum(diff * diff, dim=2)
