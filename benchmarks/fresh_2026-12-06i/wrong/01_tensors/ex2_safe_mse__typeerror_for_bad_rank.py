# Mistake: "Anything else raises `ValueError` (raise it yourself, before computing ...)" — a different count raises ValueError, but a shape that is not (N,) or (N, 1), such as (N, 2) or (N, 1, 1), raises TypeError.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    for name, t in (("pred", pred), ("target", target)):
        if not (t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1)):
            raise TypeError(f"{name} must have shape (N,) or (N, 1), got {tuple(t.shape)}")
    if pred.shape[0] != target.shape[0]:
        raise ValueError(f"{pred.shape[0]} predictions against {target.shape[0]} targets")
    return ((pred.reshape(-1) - target.reshape(-1)) ** 2).mean()
