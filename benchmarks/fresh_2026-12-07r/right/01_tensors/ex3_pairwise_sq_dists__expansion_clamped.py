# Right: the ||x||^2 + ||y||^2 - 2 x.y expansion with torch.addmm, clamped at 0 (no (N, M, D) intermediate).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    xx = x.pow(2).sum(dim=1).unsqueeze(1)     # (N, 1)
    yy = y.pow(2).sum(dim=1).unsqueeze(0)     # (1, M)
    return torch.addmm(xx + yy, x, y.transpose(0, 1), beta=1, alpha=-2).clamp_min(0)
