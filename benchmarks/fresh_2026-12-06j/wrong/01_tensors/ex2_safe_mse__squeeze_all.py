# Mistake: "a shape that is not (N,) or (N, 1) ... raises ValueError": squeeze() drops every size-1 dimension, so (N, 1, 1) and (1, N) predictions become (N,) and are accepted instead of raising.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p, t = pred.squeeze(), target.squeeze()
    if p.shape != t.shape or p.dim() > 1:
        raise ValueError(f"cannot pair predictions {tuple(pred.shape)} with targets {tuple(target.shape)}")
    return ((p - t) ** 2).mean()
