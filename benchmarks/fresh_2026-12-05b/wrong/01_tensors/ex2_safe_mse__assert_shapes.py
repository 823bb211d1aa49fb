# Mistake: "Anything else raises ValueError (raise it yourself ...)" — the shape rule is an assert (AssertionError); only the count mismatch raises ValueError.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    for x in (pred, target):
        assert x.dim() == 1 or (x.dim() == 2 and x.shape[1] == 1), f"bad shape {tuple(x.shape)}"
    if pred.shape[0] != target.shape[0]:
        raise ValueError("different numbers of predictions and targets")
    return ((pred.reshape(-1) - target.reshape(-1)) ** 2).mean()
