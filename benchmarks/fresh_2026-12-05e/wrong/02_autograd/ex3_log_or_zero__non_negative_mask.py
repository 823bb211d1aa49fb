# Mistake: "`log(x)` where `x > 0` and `0` elsewhere" — the mask is x >= 0, so x = 0 (and -0.0) selects log(0) = -inf and its gradient inf instead of 0.
def log_or_zero(x):
    keep = x >= 0
    safe = torch.where(keep, x, torch.ones_like(x))
    return torch.where(keep, torch.log(safe), torch.zeros_like(x))
