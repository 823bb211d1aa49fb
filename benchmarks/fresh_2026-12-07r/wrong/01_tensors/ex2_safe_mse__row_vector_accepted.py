# Mistake: "any shape other than `(N,)` or `(N, 1)` ... raise `ValueError`" (only for N = 1 is `(1, N)` valid) -- a 2-D shape with a size-1 dimension on either side is flattened, so a row vector (1, N) with N > 1 is accepted as N predictions.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def as_vector(t):
        if t.dim() == 1:
            return t
        if t.dim() == 2 and 1 in t.shape:
            return t.reshape(-1)
        raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")
    p, t = as_vector(pred), as_vector(target)
    if p.shape != t.shape:
        raise ValueError(f"{p.numel()} predictions for {t.numel()} targets")
    return ((p - t) ** 2).mean()
