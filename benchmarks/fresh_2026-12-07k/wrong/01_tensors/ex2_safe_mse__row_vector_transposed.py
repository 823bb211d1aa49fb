# Mistake: "a shape that is not `(N,)` or `(N, 1)` ... raises `ValueError`" -- "helpfully" transposes a (1, N) row of predictions into a column, so (1, N) against (N,) with N > 1 returns a loss instead of raising.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    if pred.dim() == 2 and pred.shape[0] == 1:
        pred = pred.t()                      # a row of predictions: make it a column
    for name, t in (("pred", pred), ("target", target)):
        if not (t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1)):
            raise ValueError(f"{name} has shape {tuple(t.shape)}: expected (N,) or (N, 1)")
    if pred.shape[0] != target.shape[0]:
        raise ValueError(f"{pred.shape[0]} predictions for {target.shape[0]} targets")
    return ((pred.reshape(-1) - target.reshape(-1)) ** 2).mean()
