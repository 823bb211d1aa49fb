# Mistake: "Anything else raises `ValueError` ...: a shape that is not `(N,)` or `(N, 1)`" (the tests use `(N, 1, 1)`): a column is recognised by its last size being 1, so (N, 1, 1) is accepted, flattened to N values and given a loss instead of raising.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def column(t):
        if t.dim() == 1 or t.shape[-1] == 1:
            return t.reshape(-1)
        raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")
    p, y = column(pred), column(target)
    if p.shape != y.shape:
        raise ValueError(f"{p.numel()} predictions for {y.numel()} targets")
    return ((p - y) ** 2).mean()
