# Mistake: "with broadcasting, no Python loops" and "Any of `N`, `M`, `D` may be 1 or even 0 (the result is still `(N, M)`)": one Python loop over the rows of x, and torch.stack of an empty list raises when N = 0.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    rows = [((xi - y) ** 2).sum(dim=-1) for xi in x]   # each row of x against all of y
    return torch.stack(rows)
