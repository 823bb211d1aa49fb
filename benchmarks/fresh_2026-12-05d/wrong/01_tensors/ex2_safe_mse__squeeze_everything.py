# Mistake: "a shape that is not `(N,)` or `(N, 1)` ... raises `ValueError`" — squeeze() removes every size-1 dimension, so pred (N, 1, 1) and the row (1, N) both become (N,) and are accepted instead of refused.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p, t = pred.squeeze(), target.squeeze()
    if p.shape != t.shape:
        raise ValueError(f"cannot pair {tuple(pred.shape)} with {tuple(target.shape)}")
    return ((p - t) ** 2).mean()
