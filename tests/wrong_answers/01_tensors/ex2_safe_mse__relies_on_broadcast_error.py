# Diagnosis: wrong-exception
# Pitfall: lets PyTorch's broadcasting fail instead of checking the shapes, so it raises RuntimeError.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    return ((pred.squeeze(-1) - target.squeeze(-1)) ** 2).mean()
