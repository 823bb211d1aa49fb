# Mistake: "no entry below 0, where rows are equal or close too (the expansion `‖x‖² + ‖y‖² - 2 x·y` can round below 0 there: clamp it, or subtract first)" -- uses the expansion without clamping, so for a row of y equal to a row of x the entry can come out slightly negative (e.g. -2e-6 in float32) instead of 0.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    x_sq = (x * x).sum(dim=1, keepdim=True)       # (N, 1)
    y_sq = (y * y).sum(dim=1)                     # (M,)
    return x_sq + y_sq - 2 * (x @ y.T)            # (N, M), one matmul instead of an (N, M, D) tensor
