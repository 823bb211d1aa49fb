# Mistake: "with broadcasting, no Python loops" / "Any of N, M, D may be 1 or even 0": loops over the rows of y and stacks the columns, so it breaks the no-loop rule and raises for M = 0 (torch.stack of an empty list).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    columns = [((x - y_j) ** 2).sum(dim=1) for y_j in y]   # x (N, D) against one y_j (D,)
    return torch.stack(columns, dim=1)
