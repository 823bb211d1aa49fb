# Mistake: "Any of `N`, `M`, `D` may be 1 or even 0 (the result is still `(N, M)`)" — a comprehension over the rows of y stacked along dim 1: torch.stack of an empty list raises for M = 0 (and it is a Python loop).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return torch.stack([((x - y_j) ** 2).sum(dim=1) for y_j in y], dim=1)
