# Right: subtracts first through unsqueeze, then sums the squares with einsum instead of ** 2 and .sum(-1).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x.unsqueeze(1) - y.unsqueeze(0)          # (N, M, D)
    return torch.einsum("nmd,nmd->nm", diff, diff)
