# Mistake: "a shape that is not (N,) or (N, 1), such as (N, 2) ... (3, 2) against (6,) ... raises ValueError" — flattens both sides and only compares element counts.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p, t = pred.reshape(-1), target.reshape(-1)
    if p.numel() != t.numel():
        raise ValueError(f"{tuple(pred.shape)} and {tuple(target.shape)} do not pair up")
    return ((p - t) ** 2).mean()
