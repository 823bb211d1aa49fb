# Right: one broadcast with unsqueeze on the last-but-one / first axes (x[..., :, None, :] - y[..., None, :, :]) and the square-and-sum done by torch.einsum("nmd,nmd->nm"), which gives zeros for D == 0 and the right (N, M) for empty N or M.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x.unsqueeze(-2) - y.unsqueeze(-3)          # (N, M, D)
    return torch.einsum("nmd,nmd->nm", diff, diff)
