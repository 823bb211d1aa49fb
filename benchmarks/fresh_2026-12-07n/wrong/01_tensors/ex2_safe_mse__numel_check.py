# Mistake: "a shape that is not (N,) or (N, 1), such as (N, 2) ... even when the numbers of elements agree" must raise ValueError: only the dimension count and the number of elements are checked, so (1, 2) against (2,) or (2, 2) against (4,) is flattened and accepted.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    if pred.dim() > 2 or target.dim() > 2:
        raise ValueError("expected (N,) or (N, 1)")
    if pred.numel() != target.numel():
        raise ValueError(f"{pred.numel()} predictions for {target.numel()} targets")
    return ((pred.reshape(-1) - target.reshape(-1)) ** 2).mean()
