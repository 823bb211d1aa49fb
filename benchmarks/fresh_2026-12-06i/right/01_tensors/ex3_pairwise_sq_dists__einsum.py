# Right: builds the (N, M, D) differences with unsqueeze and contracts the feature dimension with torch.einsum instead of ** 2 and sum.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x.unsqueeze(-2) - y.unsqueeze(-3)       # (N, 1, D) - (1, M, D) -> (N, M, D)
    return torch.einsum("nmd,nmd->nm", diff, diff)
