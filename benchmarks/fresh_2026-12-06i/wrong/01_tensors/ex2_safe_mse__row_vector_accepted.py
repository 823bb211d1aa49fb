# Mistake: "a shape that is not `(N,)` or `(N, 1)` ... raises `ValueError`" — a 2-D shape is accepted whenever one of its two sizes is 1, so a (1, N) prediction (N > 1) is treated as N values instead of being refused.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def as_vector(t, name):
        if t.dim() == 1:
            return t
        if t.dim() == 2 and 1 in t.shape:
            return t.reshape(-1)
        raise ValueError(f"{name} has shape {tuple(t.shape)}: expected (N,) or (N, 1)")

    p, y = as_vector(pred, "pred"), as_vector(target, "target")
    if p.shape != y.shape:
        raise ValueError(f"{p.numel()} predictions cannot pair with {y.numel()} targets")
    return ((p - y) ** 2).mean()
