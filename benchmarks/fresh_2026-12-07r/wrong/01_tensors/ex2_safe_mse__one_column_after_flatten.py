# Mistake: "a shape that is not `(N,)` or `(N, 1)` ... raises `ValueError`" -- the check folds every dimension after the first into one column (reshape(N, -1)), so (N, 1, 1) counts as one column and is accepted.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def column(t):
        if t.dim() == 0:
            raise ValueError("need at least one dimension")
        flat = t.reshape(t.shape[0], -1)
        if flat.shape[1] != 1:
            raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")
        return flat[:, 0]
    p, t = column(pred), column(target)
    if p.shape[0] != t.shape[0]:
        raise ValueError(f"{p.shape[0]} predictions for {t.shape[0]} targets")
    return ((p - t) ** 2).mean()
