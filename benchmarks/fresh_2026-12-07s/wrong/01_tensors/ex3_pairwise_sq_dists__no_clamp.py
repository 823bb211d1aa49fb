# Mistake: "no entry below 0, where rows are equal or close too (the expansion ... can round below 0 there: clamp it, or subtract first)" -- uses the expansion without a clamp, so equal rows can give small negative entries.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return (x * x).sum(-1)[:, None] + (y * y).sum(-1)[None, :] - 2 * x @ y.T
