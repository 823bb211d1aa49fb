# Right: checks with a set of allowed shapes built from N, then computes sum of squares divided by N.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    n = pred.shape[0] if pred.dim() >= 1 else -1
    allowed = {(n,), (n, 1)}
    if tuple(pred.shape) not in allowed or tuple(target.shape) not in allowed:
        raise ValueError(f"shapes {tuple(pred.shape)} and {tuple(target.shape)} do not pair up")
    diff = pred.reshape(n) - target.reshape(n)
    return (diff * diff).sum() / n
