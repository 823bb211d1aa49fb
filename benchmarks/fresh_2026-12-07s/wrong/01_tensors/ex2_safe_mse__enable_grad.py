# Mistake: "a caller under torch.no_grad(): nothing recorded ... do not switch grad mode back on inside" -- the loss is computed under torch.enable_grad() so that "gradients flow", which records a graph (a grad_fn) for a caller under no_grad.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def column(t):
        if t.dim() == 1:
            return t
        if t.dim() == 2 and t.shape[1] == 1:
            return t[:, 0]
        raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")
    p, t = column(pred), column(target)
    if p.shape[0] != t.shape[0]:
        raise ValueError("different numbers of values")
    with torch.enable_grad():
        return ((p - t) ** 2).mean()
