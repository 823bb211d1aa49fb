# Right: checks both shapes first, then computes the sum of squared differences divided by N (not .mean()), pairing a column with a vector through unsqueeze/indexing.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    for name, x in (("pred", pred), ("target", target)):
        if not (x.dim() == 1 or (x.dim() == 2 and x.size(1) == 1)):
            raise ValueError(f"{name}: shape {tuple(x.shape)} is neither (N,) nor (N, 1)")
    n = pred.size(0)
    if target.size(0) != n:
        raise ValueError(f"{n} predictions against {target.size(0)} targets")
    p = pred if pred.dim() == 1 else pred.select(1, 0)
    t = target if target.dim() == 1 else target.select(1, 0)
    return torch.sum((p - t) ** 2) / n
