# Mistake: "for N = 1, `(1, N)` is `(1, 1)`: a valid `(N, 1)`": every 2-D shape with one row is refused as a row vector, so a (1, 1) prediction raises ValueError.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def column(x):
        if x.dim() == 2 and x.shape[0] == 1:
            raise ValueError(f"{tuple(x.shape)} is a row, not one value per example")
        if x.dim() == 2 and x.shape[1] == 1:
            return x.squeeze(1)
        if x.dim() == 1:
            return x
        raise ValueError(f"expected (N,) or (N, 1), got {tuple(x.shape)}")

    p, t = column(pred), column(target)
    if p.shape[0] != t.shape[0]:
        raise ValueError(f"{p.shape[0]} predictions against {t.shape[0]} targets")
    return ((p - t) ** 2).mean()
