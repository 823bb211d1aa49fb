# Mistake: "a shape that is not `(N,)` or `(N, 1)` ... raises `ValueError`" — squeeze() turns (N, 1, 1) and (1, N) into (N,), so those shapes are accepted
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p = pred.squeeze()
    t = target.squeeze()
    if p.shape != t.shape or p.dim() > 1:
        raise ValueError(f"shapes {tuple(pred.shape)} and {tuple(target.shape)} do not match")
    return ((p - t) ** 2).mean()
