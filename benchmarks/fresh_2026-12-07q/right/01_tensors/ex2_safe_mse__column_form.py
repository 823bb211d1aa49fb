# Right: brings both sides to (N, 1) columns (unsqueeze for 1-D), checks the shapes are equal, and averages with sum / N.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def as_column(t):
        if t.dim() == 1:
            return t.unsqueeze(1)
        if t.dim() == 2 and t.size(1) == 1:
            return t
        raise ValueError(f"shape {tuple(t.shape)} is not (N,) or (N, 1)")
    p, t = as_column(pred), as_column(target)
    if p.shape != t.shape:
        raise ValueError(f"{p.size(0)} predictions against {t.size(0)} targets")
    diff = p - t
    return (diff * diff).sum() / p.size(0)
