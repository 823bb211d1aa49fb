# Mistake: "a shape that is not (N,) or (N, 1) ... raises ValueError" (must-handle: pred of shape (N, 1, 1) must raise) — it strips every trailing size-1 dimension in a loop ("a column is a column however many 1s follow") before checking for 1-D, so (N, 1, 1) is accepted as (N,).
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def strip(t):
        while t.dim() > 1 and t.shape[-1] == 1:
            t = t.squeeze(-1)
        return t
    p, t = strip(pred), strip(target)
    if p.dim() != 1 or t.dim() != 1:
        raise ValueError(f"expected (N,) or (N, 1), got {tuple(pred.shape)} and {tuple(target.shape)}")
    if p.shape[0] != t.shape[0]:
        raise ValueError(f"{p.shape[0]} predictions for {t.shape[0]} targets")
    return ((p - t) ** 2).mean()
