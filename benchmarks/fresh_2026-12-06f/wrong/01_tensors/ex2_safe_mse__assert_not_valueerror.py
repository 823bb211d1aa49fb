# Mistake: "Anything else raises `ValueError` (raise it yourself, before computing ...)" — the checks are `assert` statements: they raise AssertionError (and vanish entirely under python -O).
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    assert pred.dim() in (1, 2) and (pred.dim() == 1 or pred.shape[1] == 1), "bad pred shape"
    assert target.dim() in (1, 2) and (target.dim() == 1 or target.shape[1] == 1), "bad target shape"
    assert pred.shape[0] == target.shape[0], "different N"
    return ((pred.reshape(-1) - target.reshape(-1)) ** 2).mean()
