# Right: broadcasts y first into an (M, N, D) table and transposes the (M, N) result back to (N, M).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = y[:, None, :] - x[None, :, :]
    return diff.square().sum(dim=2).transpose(0, 1)
