# Mistake: "a shape that is not `(N,)` or `(N, 1)` ... such as `(N, 2)` ... raises `ValueError`" — only the first dimensions are compared and both sides are flattened, so pred (N, 1, 1) against target (N,) is accepted (and (N, 2) against (N,) ends in F.mse_loss's size error, not a ValueError raised before computing).
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    if pred.shape[0] != target.shape[0]:
        raise ValueError("one prediction per target, please")
    return F.mse_loss(pred.reshape(-1), target.reshape(-1))
