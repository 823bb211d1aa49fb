# Mistake: "a shape that is not `(N,)` or `(N, 1)`, such as `(N, 2)`" must raise: the check only looks at the last dimension, so a `(N, 1, 1)` prediction is accepted and flattened.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    for t in (pred, target):
        if t.dim() > 1 and t.shape[-1] != 1:
            raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")
    if pred.numel() != target.numel():
        raise ValueError(f"{pred.numel()} predictions, {target.numel()} targets")
    return ((pred.reshape(-1) - target.reshape(-1)) ** 2).mean()
