# Mistake: "a shape that is not `(N,)` or `(N, 1)` ... raises `ValueError`" — a "row of predictions" (1, N) is helpfully transposed to (N, 1) and accepted instead of refused.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    if pred.dim() == 2 and pred.shape[0] == 1:
        pred = pred.t()
    for t in (pred, target):
        if not (t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1)):
            raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")
    if pred.shape[0] != target.shape[0]:
        raise ValueError("different N")
    return (pred.reshape(-1) - target.reshape(-1)).pow(2).mean()
