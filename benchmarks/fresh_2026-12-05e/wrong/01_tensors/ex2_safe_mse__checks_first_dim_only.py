# Mistake: "a shape that is not `(N,)` or `(N, 1)`, such as `(N, 2)` ... raises `ValueError`" — only the number of rows is compared, so (N, 2) against (N,) passes the check and then fails in the subtraction with RuntimeError (or broadcasts, for (N, 2) against (N, 1)... which is not one prediction per example).
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    if pred.shape[0] != target.shape[0]:
        raise ValueError(f"{pred.shape[0]} predictions for {target.shape[0]} targets")
    p = pred if pred.dim() == 1 else pred[:, 0] if pred.shape[-1] == 1 else pred
    t = target if target.dim() == 1 else target[:, 0]
    return ((p - t) ** 2).mean()
