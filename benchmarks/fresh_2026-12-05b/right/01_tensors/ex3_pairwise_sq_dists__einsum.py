# Right: broadcast the differences to (N, M, D) and contract the feature dimension with einsum.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x[:, None] - y[None]
    return torch.einsum("nmd,nmd->nm", diff, diff)
