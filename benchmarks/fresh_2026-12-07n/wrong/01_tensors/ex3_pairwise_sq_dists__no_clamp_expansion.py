# Mistake: "no entry below 0, where rows are equal or close too (the expansion ‖x‖² + ‖y‖² - 2 x·y can round below 0 there: clamp it, or subtract first)": the expansion is returned unclamped, so rows of y equal to rows of x give tiny negative entries.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    x_sq = (x * x).sum(dim=1, keepdim=True)      # (N, 1)
    y_sq = (y * y).sum(dim=1).unsqueeze(0)       # (1, M)
    return x_sq + y_sq - 2.0 * (x @ y.T)
