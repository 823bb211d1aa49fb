# Right: makes both operands (N, M, D) with expand (free views), then square() and sum over the last dimension.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    n, m, d = x.shape[0], y.shape[0], x.shape[1]
    diff = x[:, None, :].expand(n, m, d) - y[None, :, :].expand(n, m, d)
    return diff.square().sum(dim=2)
