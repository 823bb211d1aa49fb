# Right: brings both sides to the column form (N, 1) instead of (N,), and averages with sum / N.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def as_column(t, name):
        if t.dim() == 1:
            return t.unsqueeze(1)
        if t.dim() == 2 and t.size(1) == 1:
            return t
        raise ValueError(f"{name} must have shape (N,) or (N, 1), not {tuple(t.shape)}")

    p, y = as_column(pred, "pred"), as_column(target, "target")
    if p.size(0) != y.size(0):
        raise ValueError(f"{p.size(0)} predictions cannot pair with {y.size(0)} targets")
    return (p - y).pow(2).sum() / p.size(0)
