# Mistake: "with broadcasting, no Python loops" / "Any of N, M, D may be 1 or even 0 (the result is still (N, M))": a loop over y's rows with torch.stack raises for M = 0 (stack of an empty list).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    columns = [((x - row) ** 2).sum(dim=1) for row in y]
    return torch.stack(columns, dim=1)
