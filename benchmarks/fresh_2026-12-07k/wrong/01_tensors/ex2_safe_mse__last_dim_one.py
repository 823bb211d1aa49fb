# Mistake: "a shape that is not `(N,)` or `(N, 1)` ... raises `ValueError`" -- accepts any tensor whose last dimension is 1 and flattens it, so a (N, 1, 1) prediction is paired with the targets instead of refused.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def column(t):
        if t.dim() == 1:
            return t
        if t.shape[-1] == 1:                 # a column of values
            return t.reshape(-1)
        raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")

    p, t = column(pred), column(target)
    if p.numel() != t.numel():
        raise ValueError(f"{p.numel()} predictions for {t.numel()} targets")
    return ((p - t) ** 2).mean()
