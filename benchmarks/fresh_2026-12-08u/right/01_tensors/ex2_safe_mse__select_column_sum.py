# Right: a helper that validates and returns a 1-D view (select(1, 0) for (N, 1)), then sum of products divided by N instead of .mean().
def _as_vector(t, name):
    if t.dim() == 1:
        return t
    if t.dim() == 2 and t.shape[1] == 1:
        return t.select(1, 0)
    raise ValueError(f"{name} must have shape (N,) or (N, 1), not {tuple(t.shape)}")


def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p = _as_vector(pred, "pred")
    y = _as_vector(target, "target")
    if p.shape[0] != y.shape[0]:
        raise ValueError(f"{p.shape[0]} predictions cannot pair with {y.shape[0]} targets")
    diff = p - y
    return (diff * diff).sum() / diff.shape[0]
