# Mistake: "a shape that is not (N,) or (N, 1) ... raises ValueError" / "for N = 1, (1, N) is (1, 1): a valid (N, 1)": both sides are normalised with squeeze(), so (N, 1, 1) and (1, N) predictions are accepted, and for N = 1 a valid (1,) or (1, 1) pair squeezes to 0-d and is refused with ValueError.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p, t = pred.squeeze(), target.squeeze()
    if p.dim() != 1 or t.dim() != 1 or p.shape != t.shape:
        raise ValueError(f"cannot pair predictions {tuple(pred.shape)} with targets {tuple(target.shape)}")
    return ((p - t) ** 2).mean()
