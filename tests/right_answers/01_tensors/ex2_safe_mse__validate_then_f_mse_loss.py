# Approach: validate each side's shape, then F.mse_loss on two (N,) views.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    for t in (pred, target):
        if not (t.dim() == 1 or (t.dim() == 2 and t.size(1) == 1)):
            raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")
    if pred.size(0) != target.size(0):
        raise ValueError(f"{pred.size(0)} predictions for {target.size(0)} targets")
    return F.mse_loss(pred.view(-1), target.view(-1))
