# Mistake: "no Python loops ... Any of `N`, `M`, `D` may be 1 or even 0" — loops over the rows of x and stacks them; with N == 0 torch.stack gets an empty list and raises
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    rows = [((xi - y) ** 2).sum(-1) for xi in x]
    return torch.stack(rows)
