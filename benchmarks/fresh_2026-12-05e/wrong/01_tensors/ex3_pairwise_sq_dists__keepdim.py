# Mistake: "returning the `(N, M)` tensor of squared Euclidean distances" — the sum over D keeps its dimension (keepdim=True), giving shape (N, M, 1).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x.unsqueeze(1) - y.unsqueeze(0)
    return diff.pow(2).sum(dim=2, keepdim=True)
