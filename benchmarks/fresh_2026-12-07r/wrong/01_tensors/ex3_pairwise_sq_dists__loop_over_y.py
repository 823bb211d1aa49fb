# Mistake: "with broadcasting, no Python loops" and "Any of `N`, `M`, `D` may be ... 0 (the result is still `(N, M)`)" -- a Python loop over the rows of y stacks one column per y_j, and for M = 0 torch.stack of an empty list raises.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    columns = [((x - y_j) ** 2).sum(dim=1) for y_j in y]
    return torch.stack(columns, dim=1)
