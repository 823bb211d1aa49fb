# Right: subtracts first with unsqueeze/broadcast, then squares and sums over D with torch.einsum instead of ** 2 and .sum.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x.unsqueeze(-2) - y.unsqueeze(-3)          # (N, M, D)
    return torch.einsum("nmd,nmd->nm", diff, diff)
