# Mistake: "no entry below 0, where rows are equal or close too (the expansion `‖x‖² + ‖y‖² - 2 x·y` can round below 0 there: clamp it, or subtract first)": the expansion is returned unclamped, so rows of y equal to rows of x can give small negative entries.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    xx = (x * x).sum(dim=1, keepdim=True)       # (N, 1)
    yy = (y * y).sum(dim=1)                     # (M,)
    return xx + yy - 2 * x @ y.T                # (N, M): one broadcast, no (N, M, D) tensor
