# Mistake: "Anything else raises ValueError: ... a shape that is not (N,) or (N, 1)": a (1, N) row of predictions is quietly transposed to (N, 1) and accepted, where it must raise for N > 1.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def as_vector(t):
        if t.dim() == 2 and t.shape[0] == 1:
            t = t.t()                         # a row of predictions: stand it up
        if t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1):
            return t.reshape(-1)
        raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")
    p, t = as_vector(pred), as_vector(target)
    if p.numel() != t.numel():
        raise ValueError(f"{p.numel()} predictions for {t.numel()} targets")
    return ((p - t) ** 2).mean()
