# Mistake: "a shape that is not `(N,)` or `(N, 1)`, such as `(N, 2)`, even when both sides have it" must raise ValueError: identical shapes are accepted without checking them, so (3, 2) against (3, 2) (or (N, 1, 1) against itself) returns a loss instead of raising.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    if pred.shape == target.shape:              # nothing can broadcast wrongly
        return ((pred - target) ** 2).mean()
    for t in (pred, target):
        if not (t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1)):
            raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")
    if pred.shape[0] != target.shape[0]:
        raise ValueError(f"{pred.shape[0]} predictions for {target.shape[0]} targets")
    return ((pred.reshape(-1) - target.reshape(-1)) ** 2).mean()
