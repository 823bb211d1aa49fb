# Mistake: "It accepts predictions of shape `(N,)` or `(N, 1)`" with N = 1 allowed, and "(N, 1, 1) ... raise": squeeze() drops every size-1 dimension, so a single example ((1,) or (1, 1)) becomes 0-d and is refused with ValueError, while (N, 1, 1) is accepted.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p, y = pred.squeeze(), target.squeeze()
    if p.dim() != 1 or y.dim() != 1:
        raise ValueError(f"expected (N,) or (N, 1), got {tuple(pred.shape)} and {tuple(target.shape)}")
    if p.shape[0] != y.shape[0]:
        raise ValueError(f"{p.shape[0]} predictions against {y.shape[0]} targets")
    return ((p - y) ** 2).mean()
