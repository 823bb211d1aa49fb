# Right: validates each side with a helper returning N, then uses F.mse_loss on the two (N,) views (same shapes, so no warning or broadcast).
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def count(t, name):
        if t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1):
            return t.shape[0]
        raise ValueError(f"{name} has shape {tuple(t.shape)}; expected (N,) or (N, 1)")
    n, m = count(pred, "pred"), count(target, "target")
    if n != m:
        raise ValueError(f"{n} predictions but {m} targets")
    return F.mse_loss(pred.reshape(-1), target.reshape(-1))
