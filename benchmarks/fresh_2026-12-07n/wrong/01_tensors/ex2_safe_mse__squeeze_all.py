# Mistake: "a shape that is not (N,) or (N, 1) ... raises ValueError" (the must-handle list has pred of shape (N, 1, 1) and (1, N)): squeeze() without a dim turns (N, 1, 1) and (1, N) into (N,), so those shapes are accepted and a loss is returned instead of ValueError.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p, t = pred.squeeze(), target.squeeze()
    if p.dim() > 1 or t.dim() > 1 or p.shape != t.shape:
        raise ValueError(f"cannot pair predictions {tuple(pred.shape)} with targets {tuple(target.shape)}")
    return ((p - t) ** 2).mean()
