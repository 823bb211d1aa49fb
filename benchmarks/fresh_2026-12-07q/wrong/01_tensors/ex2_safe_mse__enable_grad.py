# Mistake: "a caller under `torch.no_grad()`: nothing recorded ... do not switch grad mode back on inside": the loss is computed under torch.enable_grad() "so that gradients always flow", so under no_grad the result still has a grad_fn.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def column(t):
        if t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1):
            return t.reshape(-1)
        raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")
    p, t = column(pred), column(target)
    if p.shape[0] != t.shape[0]:
        raise ValueError(f"{p.shape[0]} predictions, {t.shape[0]} targets")
    with torch.enable_grad():
        return ((p - t) ** 2).mean()
