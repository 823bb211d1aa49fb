# Mistake: "Any of N, M, D may be 1 or even 0 (the result is still (N, M))": a final squeeze() drops the size-1 dimensions, so N = 1 or M = 1 gives shape (M,), (N,) or () instead of (N, M).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x.unsqueeze(1) - y.unsqueeze(0)        # (N, M, D)
    return diff.pow(2).sum(dim=-1).squeeze()
