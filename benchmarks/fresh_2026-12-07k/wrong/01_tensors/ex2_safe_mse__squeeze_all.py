# Mistake: "a shape that is not `(N,)` or `(N, 1)` ... raises `ValueError`" and "for N = 1, `(1, N)` is `(1, 1)`: a valid `(N, 1)`" -- normalises both sides with squeeze(), which accepts (1, N) and (N, 1, 1) predictions (they squeeze to (N,)) and rejects valid N = 1 inputs such as (1,) against (1,) (they squeeze to 0-d).
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p, t = pred.squeeze(), target.squeeze()
    if p.dim() != 1 or t.dim() != 1 or p.shape != t.shape:
        raise ValueError(f"cannot pair predictions {tuple(pred.shape)} with targets {tuple(target.shape)}")
    return ((p - t) ** 2).mean()
