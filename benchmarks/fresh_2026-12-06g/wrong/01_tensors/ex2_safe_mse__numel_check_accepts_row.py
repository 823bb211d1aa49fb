# Mistake: "a shape that is not (N,) or (N, 1) ... raises ValueError" — the check only asks for at most 2 dimensions and equal numbers of elements, so predictions of shape (1, N) against targets (N,) are accepted (one row, not one prediction per example)
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    for t in (pred, target):
        if t.dim() > 2:
            raise ValueError(f"shape {tuple(t.shape)} is not (N,) or (N, 1)")
    if pred.numel() != target.numel():
        raise ValueError(f"{pred.numel()} predictions against {target.numel()} targets")
    if pred.dim() == 2 and pred.shape[1] != 1 and pred.shape[0] != 1:
        raise ValueError(f"pred shape {tuple(pred.shape)} is not (N,) or (N, 1)")
    if target.dim() == 2 and target.shape[1] != 1:
        raise ValueError(f"target shape {tuple(target.shape)} is not (N,) or (N, 1)")
    return ((pred.reshape(-1) - target.reshape(-1)) ** 2).mean()
