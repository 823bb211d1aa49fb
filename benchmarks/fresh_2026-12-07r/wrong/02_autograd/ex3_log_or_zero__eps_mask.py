# Mistake: "`log(x)` where `x > 0`" with "tiny positive values such as 1e-30" (whose result must be log(1e-30) ≈ -69.08) -- the mask is x > 1e-12 to stay away from the blow-up, so 1e-30 (and subnormals) give 0 with gradient 0 instead of log(x) and 1/x.
def log_or_zero(x):
    keep = x > 1e-12
    safe = torch.where(keep, x, torch.ones_like(x))
    return torch.where(keep, torch.log(safe), torch.zeros_like(x))
