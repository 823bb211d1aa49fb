# Right: validates by membership of each shape in {(N,), (N, 1)} built from pred's first size, then reshapes to (N,) and uses sum / N instead of mean().
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    if pred.dim() not in (1, 2):
        raise ValueError(f"predictions of shape {tuple(pred.shape)}")
    n = pred.shape[0]
    allowed = {(n,), (n, 1)}
    if tuple(pred.shape) not in allowed or tuple(target.shape) not in allowed:
        raise ValueError(f"cannot pair {tuple(pred.shape)} with {tuple(target.shape)}")
    diff = pred.reshape(n) - target.reshape(n)
    return (diff * diff).sum() / n
