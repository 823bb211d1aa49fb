# Mistake: "with broadcasting, no Python loops" and "Any of `N`, `M`, `D` may be ... 0" — a loop over the rows of x with torch.stack; besides the loop, N = 0 gives torch.stack an empty list and it raises.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    rows = [((xi - y) ** 2).sum(dim=-1) for xi in x]   # each row broadcasts against all of y
    return torch.stack(rows)
