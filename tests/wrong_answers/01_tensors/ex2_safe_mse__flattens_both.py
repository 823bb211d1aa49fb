# Diagnosis: flattened
# Pitfall: flattens both sides and compares element counts, so (3, 2) against (6,) passes.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p, y = pred.reshape(-1), target.reshape(-1)
    if p.numel() != y.numel():
        raise ValueError(f"{tuple(pred.shape)} and {tuple(target.shape)} differ")
    return ((p - y) ** 2).mean()
