# Right: validates each shape with a match statement (only (N,) and (N, 1) pass), brings both to (N,) with reshape, then lets F.mse_loss take the mean (shapes now equal, so it neither warns nor broadcasts).
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def count(t, name):
        match tuple(t.shape):
            case (n,) | (n, 1):
                return n
            case other:
                raise ValueError(f"{name} has shape {other}: expected (N,) or (N, 1)")
    n, m = count(pred, "pred"), count(target, "target")
    if n != m:
        raise ValueError(f"{n} predictions cannot pair with {m} targets")
    return F.mse_loss(pred.reshape(n), target.reshape(n), reduction="mean")
