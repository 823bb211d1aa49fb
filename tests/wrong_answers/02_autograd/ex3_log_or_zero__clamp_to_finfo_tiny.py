# Diagnosis: wrong-gradient
# Pitfall: clamped to finfo(dtype).tiny, the smallest normal number: every positive subnormal is nudged up, so its log and gradient change.
def log_or_zero(x):
    safe = x.clamp(min=torch.finfo(x.dtype).tiny)
    return torch.where(x > 0, safe.log(), torch.zeros_like(x))
