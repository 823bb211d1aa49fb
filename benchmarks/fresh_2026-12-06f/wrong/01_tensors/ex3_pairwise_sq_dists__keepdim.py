# Mistake: "returning the `(N, M)` tensor" — sums the feature dimension with keepdim=True, so the result is (N, M, 1).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x.unsqueeze(1) - y.unsqueeze(0)
    return diff.pow(2).sum(dim=-1, keepdim=True)
