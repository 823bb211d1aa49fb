# Mistake: "Any of `N`, `M`, `D` may be 1 or even 0 (the result is still `(N, M)`)": it sums with keepdim and then squeeze()s, which also drops a size-1 N or M, so one query point against M points comes back as shape (M,) instead of (1, M).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x[:, None, :] - y[None, :, :]              # (N, M, D)
    return (diff ** 2).sum(dim=-1, keepdim=True).squeeze()
