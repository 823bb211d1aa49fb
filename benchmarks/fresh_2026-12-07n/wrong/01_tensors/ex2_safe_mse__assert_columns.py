# Mistake: "Anything else raises ValueError (raise it yourself, before computing ...)": the count is checked with ValueError but the column shape with assert, so (N, 2) or (N, 1, 1) raises AssertionError (and nothing at all under python -O).
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    for t in (pred, target):
        assert t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1), f"bad shape {tuple(t.shape)}"
    if pred.shape[0] != target.shape[0]:
        raise ValueError(f"{pred.shape[0]} predictions for {target.shape[0]} targets")
    return ((pred.reshape(-1) - target.reshape(-1)) ** 2).mean()
