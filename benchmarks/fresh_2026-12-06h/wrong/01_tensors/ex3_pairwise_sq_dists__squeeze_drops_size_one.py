# Mistake: "Any of N, M, D may be 1 or even 0 (the result is still (N, M))" — it sums with keepdim=True and then calls .squeeze() to drop the summed dimension, which also drops N or M when it is 1: x of one row gives shape (M,) instead of (1, M).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x.unsqueeze(1) - y.unsqueeze(0)             # (N, M, D)
    return diff.pow(2).sum(dim=-1, keepdim=True).squeeze()
