# Mistake: "a shape that is not `(N,)` or `(N, 1)`, such as `(N, 2)` ... raises `ValueError`": it checks only that both sides have N rows, then gives both a column dimension, so an (N, 2) prediction against (N,) targets broadcasts to (N, 2) and returns a number.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    if len(pred) != len(target):
        raise ValueError(f"{len(pred)} predictions against {len(target)} targets")
    p = pred.reshape(len(pred), -1)
    y = target.reshape(len(target), -1)
    return ((p - y) ** 2).mean()
