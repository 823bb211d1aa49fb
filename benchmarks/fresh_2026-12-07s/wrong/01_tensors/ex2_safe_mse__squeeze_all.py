# Mistake: "for N = 1, (1, N) is (1, 1): a valid (N, 1)" -- squeeze() removes every size-1 dimension, so for N = 1 a (1,) or (1, 1) input becomes 0-d and is refused with ValueError.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    if pred.dim() > 2 or target.dim() > 2:
        raise ValueError("expected (N,) or (N, 1)")
    p, t = pred.squeeze(), target.squeeze()
    if p.dim() != 1 or t.dim() != 1:
        raise ValueError(f"expected (N,) or (N, 1), got {tuple(pred.shape)} and {tuple(target.shape)}")
    if p.shape != t.shape:
        raise ValueError("different numbers of values")
    return ((p - t) ** 2).mean()
