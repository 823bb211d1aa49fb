# Mistake: "`log(x)` where `x > 0` and `0` elsewhere" — the mask uses x >= 0, so x = 0 selects log(0) = -inf (and its gradient 1/0 = inf) instead of 0.
def log_or_zero(x):
    keep = x >= 0
    safe = torch.where(keep, x, torch.ones_like(x))
    return torch.where(keep, safe.log(), torch.zeros_like(x))
