# Mistake: "no entry below 0, where rows are equal or close too (the expansion ... can round below 0 there: clamp it, or subtract first)": the expansion is returned unclamped, so equal rows can give small negative entries.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    x2 = (x * x).sum(dim=1, keepdim=True)
    y2 = (y * y).sum(dim=1)
    return x2 + y2 - 2 * (x @ y.T)
