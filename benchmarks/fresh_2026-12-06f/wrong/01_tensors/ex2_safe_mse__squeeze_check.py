# Mistake: "Anything else raises `ValueError`" (shapes other than (N,) or (N, 1)) — the check squeezes first, so (N, 1, 1) and (1, N) predictions squeeze to (N,) and are accepted instead of raising.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p = pred.squeeze()
    t = target.squeeze()
    p = p.reshape(1) if p.dim() == 0 else p
    t = t.reshape(1) if t.dim() == 0 else t
    if p.dim() != 1 or t.dim() != 1 or p.shape[0] != t.shape[0]:
        raise ValueError(f"shapes {tuple(pred.shape)} and {tuple(target.shape)} do not pair up")
    return ((p - t) ** 2).mean()
