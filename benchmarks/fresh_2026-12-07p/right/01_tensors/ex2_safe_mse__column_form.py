# Right: brings both sides to the column shape (N, 1) instead of (N,), after checking each shape against the set {(n,), (n, 1)} built from its own first size, and uses F.mse_loss on the matching columns.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def as_column(t, name):
        n = t.shape[0] if t.dim() > 0 else -1
        if tuple(t.shape) not in {(n,), (n, 1)}:
            raise ValueError(f"{name} must have shape (N,) or (N, 1), got {tuple(t.shape)}")
        return t.reshape(n, 1)
    p, y = as_column(pred, "pred"), as_column(target, "target")
    if p.shape[0] != y.shape[0]:
        raise ValueError(f"{p.shape[0]} predictions cannot pair with {y.shape[0]} targets")
    return F.mse_loss(p, y)
