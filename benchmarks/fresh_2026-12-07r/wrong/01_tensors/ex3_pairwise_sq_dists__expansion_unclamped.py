# Mistake: "no entry below 0, where rows are equal or close too (the expansion ... can round below 0 there: clamp it, or subtract first)" -- the expansion is returned unclamped, so equal rows can give small negative entries.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    xx = (x * x).sum(dim=1, keepdim=True)
    yy = (y * y).sum(dim=1).unsqueeze(0)
    return xx + yy - 2 * x @ y.T
