# Approach: ||x||^2 + ||y||^2 - 2 x.y with a matrix product, clamped at 0 against rounding.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    xx = (x * x).sum(dim=1, keepdim=True)        # (N, 1)
    yy = (y * y).sum(dim=1).unsqueeze(0)         # (1, M)
    return (xx + yy - 2 * x @ y.T).clamp_min(0)
