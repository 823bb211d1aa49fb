# Right: turns an (N, 1) tensor into (N,) by indexing column 0, and uses F.mse_loss on the two (N,) tensors after the shape checks.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def as_vector(t, name):
        if t.dim() == 1:
            return t
        if t.dim() == 2 and t.shape[1] == 1:
            return t[:, 0]
        raise ValueError(f"{name} has shape {tuple(t.shape)}: expected (N,) or (N, 1)")
    p = as_vector(pred, "pred")
    t = as_vector(target, "target")
    if p.shape[0] != t.shape[0]:
        raise ValueError(f"{p.shape[0]} predictions against {t.shape[0]} targets")
    return F.mse_loss(p, t)
