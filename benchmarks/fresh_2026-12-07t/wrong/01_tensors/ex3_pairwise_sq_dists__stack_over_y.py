# Mistake: "with broadcasting, no Python loops" / "Any of `N`, `M`, `D` may be 1 or even 0 (the result is still `(N, M)`)": one column per row of y is built in a Python loop and stacked, and with M = 0 torch.stack gets an empty list and raises RuntimeError.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    columns = [((x - y_j) ** 2).sum(dim=1) for y_j in y]   # x - y_j broadcasts over the N rows
    return torch.stack(columns, dim=1)
