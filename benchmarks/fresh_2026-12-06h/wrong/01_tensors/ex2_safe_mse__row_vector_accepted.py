# Mistake: "a shape that is not (N,) or (N, 1) ... raises ValueError" (must-handle: pred of shape (1, N) must raise for N > 1) — it treats any 2-D shape with a 1 in it as a column or a row "vector" and flattens it, so a (1, N) prediction row is accepted.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def as_vector(t):
        if t.dim() == 1:
            return t
        if t.dim() == 2 and 1 in t.shape:      # a column (N, 1) or a row (1, N)
            return t.reshape(-1)
        raise ValueError(f"not a vector of values: shape {tuple(t.shape)}")
    p, t = as_vector(pred), as_vector(target)
    if p.shape != t.shape:
        raise ValueError(f"{p.numel()} predictions for {t.numel()} targets")
    return (p - t).pow(2).mean()
