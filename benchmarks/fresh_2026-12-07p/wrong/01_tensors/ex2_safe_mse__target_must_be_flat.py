# Mistake: "It accepts predictions of shape `(N,)` or `(N, 1)` and targets of shape `(N,)` or `(N, 1)`, in any combination": targets are required to be 1-D (as in the notebook's example), so a valid (N, 1) target raises ValueError.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    if target.dim() != 1:
        raise ValueError(f"targets must have shape (N,), got {tuple(target.shape)}")
    if pred.dim() == 2 and pred.shape[1] == 1:
        pred = pred[:, 0]
    if pred.shape != target.shape:
        raise ValueError(f"shapes {tuple(pred.shape)} and {tuple(target.shape)} do not pair up")
    return ((pred - target) ** 2).mean()
