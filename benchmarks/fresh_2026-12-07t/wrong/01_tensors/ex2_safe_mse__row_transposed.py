# Mistake: "a shape that is not `(N,)` or `(N, 1)` ... raises `ValueError`": a (1, N) row of predictions is "helpfully" transposed into a column and scored, instead of raising ValueError (for N > 1).
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def column(x):
        if x.dim() == 2 and x.shape[0] == 1:
            x = x.t()                      # a row of N values: make it a column
        if x.dim() == 2 and x.shape[1] == 1:
            return x[:, 0]
        if x.dim() == 1:
            return x
        raise ValueError(f"expected (N,) or (N, 1), got {tuple(x.shape)}")

    p, t = column(pred), column(target)
    if p.shape != t.shape:
        raise ValueError(f"{p.shape[0]} predictions against {t.shape[0]} targets")
    return (p - t).pow(2).mean()
