# Right: validates the shapes against a set of allowed forms, brings both sides to (N,) with flatten(), then lets F.mse_loss (now on equal shapes, so no warning and no broadcast) compute the mean.
def _as_vector(x, name):
    shape = tuple(x.shape)
    if len(shape) == 1 or (len(shape) == 2 and shape[1] == 1):
        return x.flatten()
    raise ValueError(f"{name} has shape {shape}; expected (N,) or (N, 1)")


def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p = _as_vector(pred, "pred")
    t = _as_vector(target, "target")
    if p.numel() != t.numel():
        raise ValueError(f"{p.numel()} predictions cannot pair with {t.numel()} targets")
    return F.mse_loss(p, t, reduction="mean")
