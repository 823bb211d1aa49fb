# Right: after the shape checks, makes both sides (N, 1) with unsqueeze where needed and calls F.mse_loss on matching shapes (no broadcast, mean reduction, inputs' dtype)
import torch.nn.functional as F


def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def as_column(t):
        if t.ndim == 1:
            return t.unsqueeze(1)
        if t.ndim == 2 and t.size(1) == 1:
            return t
        raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")

    p, t = as_column(pred), as_column(target)
    if p.size(0) != t.size(0):
        raise ValueError(f"{p.size(0)} predictions for {t.size(0)} targets")
    return F.mse_loss(p, t, reduction="mean")
