# Right: validates with an explicit set of accepted shapes per side, then uses F.mse_loss on the two flattened (N,) vectors (which no longer broadcast).
import torch.nn.functional as F


def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def as_vector(t, name):
        if t.dim() not in (1, 2) or (t.dim() == 2 and t.shape[1] != 1):
            raise ValueError(f"{name} has shape {tuple(t.shape)}: expected (N,) or (N, 1)")
        return t.flatten()
    p, t = as_vector(pred, "pred"), as_vector(target, "target")
    if p.numel() != t.numel():
        raise ValueError(f"{p.numel()} predictions but {t.numel()} targets")
    return F.mse_loss(p, t)
