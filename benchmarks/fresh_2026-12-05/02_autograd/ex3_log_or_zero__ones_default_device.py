# Mistake: the harmless ones are torch.ones(x.shape, dtype=x.dtype), created on the default device: fine on the CPU, a device mismatch for x on an accelerator.
def log_or_zero(x):
    positive = x > 0
    safe = torch.where(positive, x, torch.ones(x.shape, dtype=x.dtype))
    return torch.where(positive, torch.log(safe), torch.zeros_like(x))
