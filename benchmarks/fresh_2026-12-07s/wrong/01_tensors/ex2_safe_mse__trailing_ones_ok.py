# Mistake: "a shape that is not (N,) or (N, 1)" raises ValueError -- any shape whose dimensions after the first are all 1 is accepted, so (N, 1, 1) predictions are averaged instead of refused.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    for t in (pred, target):
        if t.dim() < 1 or any(s != 1 for s in t.shape[1:]):
            raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")
    if pred.shape[0] != target.shape[0]:
        raise ValueError("different numbers of values")
    p = pred.reshape(pred.shape[0])
    t = target.reshape(target.shape[0])
    return ((p - t) ** 2).mean()
