# Mistake: "with broadcasting, no Python loops" / "Any of N, M, D may be ... 0 (the result is still (N, M))": a loop over the rows of x, stacked at the end, uses a Python loop and raises on N = 0 (torch.stack of an empty list).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    rows = [((xi - y) ** 2).sum(dim=1) for xi in x]   # each (M,)
    return torch.stack(rows)
