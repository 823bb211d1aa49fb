# Right: broadcasts with view-style indexing and reduces the feature dimension with einsum (no loops, no cdist); shapes (N, 1, D) - (1, M, D) give (N, M, D) even for zero sizes
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x.unsqueeze(1) - y.unsqueeze(0)
    return torch.einsum("nmd,nmd->nm", diff, diff)
