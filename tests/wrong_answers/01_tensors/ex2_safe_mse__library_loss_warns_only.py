# Diagnosis: warning-ignored
# Pitfall: F.mse_loss warns about the mismatch, then broadcasts anyway.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    return F.mse_loss(pred, target)
