# Mistake: "a shape that is not `(N,)` or `(N, 1)` ... raises `ValueError`" — squeeze() also turns (1, N) and (N, 1, 1) into (N,), so a row of N predictions is accepted (and N = 1 squeezes to 0-d).
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p, t = pred.squeeze(), target.squeeze()
    if p.shape != t.shape:
        raise ValueError(f"shapes {tuple(pred.shape)} and {tuple(target.shape)} do not pair up")
    return ((p - t) ** 2).mean()
