# Mistake: "any shape other than (N,) or (N, 1) ... raise ValueError" -- a (1, N) row of predictions is transposed into a column and accepted, so pred (1, 3) against target (3,) returns a loss instead of raising.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    if pred.dim() == 2 and pred.shape[0] == 1:
        pred = pred.t()
    for t in (pred, target):
        if not (t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1)):
            raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")
    if pred.shape[0] != target.shape[0]:
        raise ValueError("different numbers of values")
    return ((pred.reshape(-1) - target.reshape(-1)) ** 2).mean()
