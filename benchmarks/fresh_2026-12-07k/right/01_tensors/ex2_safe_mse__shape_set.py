# Right: checks each shape against the set of allowed shapes built from its own length, and averages with torch.mean over the squared difference of the two (N,)-reshaped sides.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    n = pred.shape[0] if pred.dim() > 0 else -1
    allowed = {(n,), (n, 1)}
    if tuple(pred.shape) not in allowed or tuple(target.shape) not in allowed:
        raise ValueError(f"shapes {tuple(pred.shape)} and {tuple(target.shape)} do not pair up "
                         "as (N,) or (N, 1) with the same N")
    diff = pred.reshape(n) - target.reshape(n)
    return torch.mean(diff * diff)
