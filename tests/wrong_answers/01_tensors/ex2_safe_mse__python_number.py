# Diagnosis: no-gradient
# Pitfall: computes the mean as a Python number and wraps it back into a new tensor.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p, y = pred.reshape(-1), target.reshape(-1)
    if pred.dim() > 2 or target.dim() > 2 or pred.shape[1:] not in [(), (1,)] \
            or target.shape[1:] not in [(), (1,)] or p.shape != y.shape:
        raise ValueError("shapes do not pair up")
    return torch.tensor(((p - y) ** 2).mean().item())
