# Right: validates with explicit dimension rules before computing, then flattens with reshape(-1) and computes the mean as sum / N.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    for name, t in (("pred", pred), ("target", target)):
        if t.dim() not in (1, 2) or (t.dim() == 2 and t.shape[1] != 1):
            raise ValueError(f"{name}: shape {tuple(t.shape)} is neither (N,) nor (N, 1)")
    if pred.shape[0] != target.shape[0]:
        raise ValueError(f"pred has {pred.shape[0]} values, target {target.shape[0]}")
    diff = pred.reshape(-1) - target.reshape(-1)
    return (diff * diff).sum() / diff.numel()
