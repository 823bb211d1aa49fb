# Right: the expansion ||x||^2 + ||y||^2 - 2 x.y^T (one matmul, no (N, M, D) tensor), clamped at 0 as the prompt allows.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    x_sq = (x * x).sum(dim=1, keepdim=True)          # (N, 1)
    y_sq = (y * y).sum(dim=1).unsqueeze(0)           # (1, M)
    cross = x @ y.transpose(0, 1)                    # (N, M)
    return (x_sq + y_sq - 2 * cross).clamp_min(0)
