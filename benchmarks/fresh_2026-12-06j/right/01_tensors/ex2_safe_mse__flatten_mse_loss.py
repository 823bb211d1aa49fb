# Right: checks dimensions with match statements on the shapes, then lets F.mse_loss average two flattened (N,) vectors (same shape: no warning, no broadcast).
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def count(t):
        match tuple(t.shape):
            case (n,) | (n, 1):
                return n
            case other:
                raise ValueError(f"shape {other} is not (N,) or (N, 1)")
    if count(pred) != count(target):
        raise ValueError(f"{count(pred)} predictions against {count(target)} targets")
    return F.mse_loss(pred.flatten(), target.flatten())
