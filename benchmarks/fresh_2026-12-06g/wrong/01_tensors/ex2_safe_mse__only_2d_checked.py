# Mistake: "a shape that is not (N,) or (N, 1) ... raises ValueError" — only 2-D shapes are inspected (second size must be 1), so a 3-D prediction of shape (N, 1, 1) slips through, is flattened and gives a loss instead of ValueError
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    for t in (pred, target):
        if t.dim() == 2 and t.shape[1] != 1:
            raise ValueError(f"shape {tuple(t.shape)} is not (N,) or (N, 1)")
    if pred.shape[0] != target.shape[0]:
        raise ValueError(f"{pred.shape[0]} predictions against {target.shape[0]} targets")
    return ((pred.flatten() - target.flatten()) ** 2).mean()
