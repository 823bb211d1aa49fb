# Mistake: "The inputs may have any memory layout; leave them unchanged." — squeeze_(1) reshapes the caller's (N, 1) tensors in place: afterwards they are (N,).
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    for t in (pred, target):
        if t.dim() == 2 and t.shape[1] == 1:
            t.squeeze_(1)
        elif t.dim() != 1:
            raise ValueError(f"shape {tuple(t.shape)} is not (N,) or (N, 1)")
    if pred.shape != target.shape:
        raise ValueError("different N")
    return ((pred - target) ** 2).mean()
