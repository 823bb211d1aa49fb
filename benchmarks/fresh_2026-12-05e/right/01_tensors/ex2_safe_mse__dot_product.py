# Right: validates each shape and the common N, takes the column with flatten() (safe for any layout), and computes the mean as dot(d, d) / N: a 0-d tensor in the inputs' dtype, differentiable, on their device.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def as_column(t, name):
        if t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1):
            return t.flatten()
        raise ValueError(f"{name} has shape {tuple(t.shape)}; expected (N,) or (N, 1)")

    p = as_column(pred, "pred")
    t = as_column(target, "target")
    if p.shape[0] != t.shape[0]:
        raise ValueError(f"{p.shape[0]} predictions cannot pair with {t.shape[0]} targets")
    d = p - t
    return torch.dot(d, d) / d.shape[0]
