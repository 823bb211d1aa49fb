# Right: subtracts first (so nothing can round below 0) and contracts the feature dimension with einsum instead of ** 2 and sum.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x.unsqueeze(1) - y.unsqueeze(0)        # (N, M, D)
    return torch.einsum("nmd,nmd->nm", diff, diff)
