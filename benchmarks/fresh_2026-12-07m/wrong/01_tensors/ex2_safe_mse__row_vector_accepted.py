# Mistake: "a shape that is not `(N,)` or `(N, 1)` ... raises `ValueError`" (pred may be `(1, N)`, valid only for N = 1): a 2-D shape is accepted whenever one of its sizes is 1, so a (1, 3) row of predictions against (3,) targets is paired up instead of refused.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def column(t, name):
        if t.dim() == 1:
            return t
        if t.dim() == 2 and 1 in t.shape:
            return t.reshape(-1)
        raise ValueError(f"{name} of shape {tuple(t.shape)} is not (N,) or (N, 1)")

    p, y = column(pred, "pred"), column(target, "target")
    if p.shape != y.shape:
        raise ValueError(f"{p.numel()} predictions against {y.numel()} targets")
    return ((p - y) ** 2).mean()
