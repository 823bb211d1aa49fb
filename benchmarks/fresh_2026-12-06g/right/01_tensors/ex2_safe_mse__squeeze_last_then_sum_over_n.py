# Right: validates each side's shape explicitly ((N,) or (N, 1), nothing else), drops the column with select(-1, 0) for 2-D inputs, checks the two N, and divides the sum of squares by N: the same mean, a 0-d tensor in the inputs' dtype and device, gradients through both
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def as_vector(t, name):
        if t.dim() == 1:
            return t
        if t.dim() == 2 and t.shape[1] == 1:
            return t.select(-1, 0)
        raise ValueError(f"{name} has shape {tuple(t.shape)}: expected (N,) or (N, 1)")
    p = as_vector(pred, "pred")
    y = as_vector(target, "target")
    if p.shape[0] != y.shape[0]:
        raise ValueError(f"{p.shape[0]} predictions cannot pair with {y.shape[0]} targets")
    diff = p - y
    return (diff * diff).sum() / p.shape[0]
