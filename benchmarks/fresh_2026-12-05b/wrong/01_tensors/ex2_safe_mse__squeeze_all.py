# Mistake: "a shape that is not (N,) or (N, 1) ... raises ValueError" — squeezes every size-1 dimension, so (1, N) and (N, 1, 1) predictions are accepted.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p = pred.squeeze() if pred.dim() > 1 else pred
    t = target.squeeze() if target.dim() > 1 else target
    if p.dim() != 1 or t.dim() != 1 or p.shape != t.shape:
        raise ValueError(f"cannot pair {tuple(pred.shape)} with {tuple(target.shape)}")
    return (p - t).pow(2).mean()
