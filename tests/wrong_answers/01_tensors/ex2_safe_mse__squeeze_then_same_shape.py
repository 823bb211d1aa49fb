# Diagnosis: extra-columns-accepted
# Pitfall: turns (N, 1) into (N,) and then only asks for equal shapes, so (N, 2) against (N, 2) passes.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def drop_column(t):
        return t.squeeze(1) if t.dim() == 2 and t.shape[1] == 1 else t

    p, y = drop_column(pred), drop_column(target)
    if p.shape != y.shape:
        raise ValueError(f"{tuple(pred.shape)} and {tuple(target.shape)} differ")
    return ((p - y) ** 2).mean()
