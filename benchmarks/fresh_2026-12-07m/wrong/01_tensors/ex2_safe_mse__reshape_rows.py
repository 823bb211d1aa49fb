# Mistake: "a shape that is not `(N,)` or `(N, 1)` ... raises `ValueError`" (pred may be `(N, 1, 1)`): it reshapes each side to (len, -1) and checks for one column, so a (N, 1, 1) prediction is accepted as (N, 1) instead of refused.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p = pred.reshape(pred.shape[0], -1) if pred.dim() else pred.reshape(1, 1)
    t = target.reshape(target.shape[0], -1) if target.dim() else target.reshape(1, 1)
    if p.shape[1] != 1 or t.shape[1] != 1:
        raise ValueError(f"expected (N,) or (N, 1), got {tuple(pred.shape)} and {tuple(target.shape)}")
    if p.shape[0] != t.shape[0]:
        raise ValueError(f"{p.shape[0]} predictions against {t.shape[0]} targets")
    return ((p[:, 0] - t[:, 0]) ** 2).mean()
