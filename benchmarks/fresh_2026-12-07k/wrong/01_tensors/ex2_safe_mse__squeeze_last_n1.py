# Mistake: "It accepts predictions of shape `(N,)` or `(N, 1)` and targets of shape `(N,)` or `(N, 1)`, in any combination" with N = 1 among the sizes -- drops a trailing size-1 dimension with squeeze(-1), which also squeezes a (1,) vector to 0-d, so safe_mse of (1,) and (1,) (or (1, 1) and (1,)) raises ValueError.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p, t = pred.squeeze(-1), target.squeeze(-1)      # (N, 1) -> (N,); (N,) stays (N,)
    if p.dim() != 1 or t.dim() != 1:
        raise ValueError(f"expected (N,) or (N, 1), got {tuple(pred.shape)} and {tuple(target.shape)}")
    if p.shape[0] != t.shape[0]:
        raise ValueError(f"{p.shape[0]} predictions for {t.shape[0]} targets")
    return ((p - t) ** 2).mean()
