# Mistake: "a shape that is not `(N,)` or `(N, 1)` ... raises ValueError" (the hidden inputs include `(N, 1, 1)` and `(1, N)`): squeeze() turns both into (N,), so safe_mse accepts them and returns a loss.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p, t = pred.squeeze(), target.squeeze()
    if p.shape != t.shape or p.dim() > 1:
        raise ValueError(f"cannot pair predictions {tuple(pred.shape)} with targets {tuple(target.shape)}")
    return ((p - t) ** 2).mean()
