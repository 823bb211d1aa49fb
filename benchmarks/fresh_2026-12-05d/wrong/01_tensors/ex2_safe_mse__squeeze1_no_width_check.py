# Mistake: "a shape that is not `(N,)` or `(N, 1)`, such as `(N, 2)` ... raises `ValueError`" — a 2-D input is squeezed on dim 1 without checking that its width is 1: (2, 2) against (2,) broadcasts to a (2, 2) average instead of raising, and (3, 2) against (3,) raises the broadcast RuntimeError instead of ValueError.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    if pred.dim() == 2:
        pred = pred.squeeze(1)
    if target.dim() == 2:
        target = target.squeeze(1)
    if pred.shape[0] != target.shape[0]:
        raise ValueError("different number of predictions and targets")
    return ((pred - target) ** 2).mean()
