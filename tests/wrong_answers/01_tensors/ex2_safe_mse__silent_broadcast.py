# Diagnosis: silent-broadcast
# Pitfall: (N, 1) - (N,) broadcasts to (N, N); the mean is over every pair.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    return ((pred - target) ** 2).mean()
