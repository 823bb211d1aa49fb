# Right: validate each shape, bring both to (N,) with reshape(shape[0]), then F.mse_loss on equal shapes.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def as_vector(x, name):
        if x.dim() == 1 or (x.dim() == 2 and x.size(1) == 1):
            return x.reshape(x.size(0))
        raise ValueError(f"{name} has shape {tuple(x.shape)}; expected (N,) or (N, 1)")
    p = as_vector(pred, "pred")
    t = as_vector(target, "target")
    if p.size(0) != t.size(0):
        raise ValueError(f"{p.size(0)} predictions but {t.size(0)} targets")
    return F.mse_loss(p, t)
