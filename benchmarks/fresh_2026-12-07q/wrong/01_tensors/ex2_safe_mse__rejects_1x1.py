# Mistake: "for N = 1, `(1, N)` is `(1, 1)`: a valid `(N, 1)`": every 2-D shape with a single row is refused as a "row vector", so pred (1, 1) against target (1,) raises ValueError.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def column(t):
        if t.dim() == 2 and t.shape[0] == 1:
            raise ValueError(f"{tuple(t.shape)} is a row, not one value per example")
        if t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1):
            return t.reshape(-1)
        raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")
    p, t = column(pred), column(target)
    if p.shape[0] != t.shape[0]:
        raise ValueError(f"{p.shape[0]} predictions, {t.shape[0]} targets")
    return ((p - t) ** 2).mean()
