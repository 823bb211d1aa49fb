# Right: forms the (N, M, D) differences with unsqueeze and reduces them with einsum instead of ** 2 and sum.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x.unsqueeze(1) - y.unsqueeze(0)
    return torch.einsum("nmd,nmd->nm", diff, diff)
