# Mistake: "a shape that is not `(N,)` or `(N, 1)`, such as `(N, 2)` ... raises `ValueError`": both sides are reshaped to (N, -1) and only the count and the target's single column are checked, so a prediction of shape (N, 2) (or (N, 1, 1)) is accepted; (N, 2) is averaged over 2N differences.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    n = pred.shape[0]
    if target.shape[0] != n:
        raise ValueError(f"{n} predictions against {target.shape[0]} targets")
    p = pred.reshape(n, -1)
    t = target.reshape(n, -1)
    if t.shape[1] != 1:
        raise ValueError(f"target of shape {tuple(target.shape)} is not one value per example")
    return ((p - t) ** 2).mean()             # (N, k) against (N, 1): each row with its own target
