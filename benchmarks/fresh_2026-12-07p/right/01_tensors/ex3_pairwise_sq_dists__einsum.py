# Right: subtracts first with unsqueeze broadcasting and contracts the feature dimension with einsum instead of (diff ** 2).sum(-1).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x.unsqueeze(1) - y.unsqueeze(0)      # (N, M, D)
    return torch.einsum("nmd,nmd->nm", diff, diff)
