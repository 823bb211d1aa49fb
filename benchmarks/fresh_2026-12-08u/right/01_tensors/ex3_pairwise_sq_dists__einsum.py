# Right: broadcast differences via expand, squared and summed over D with torch.einsum instead of ** 2 and .sum.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    n, m = x.shape[0], y.shape[0]
    diff = x.unsqueeze(1).expand(n, m, x.shape[1]) - y.unsqueeze(0).expand(n, m, y.shape[1])
    return torch.einsum("nmd,nmd->nm", diff, diff)
