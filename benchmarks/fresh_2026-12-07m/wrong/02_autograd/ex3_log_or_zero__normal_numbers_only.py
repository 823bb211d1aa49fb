# Mistake: "`log(x)` where `x > 0`" with "tiny positive values such as 1e-30 and subnormal values" in the inputs: to keep 1/x from overflowing it treats only x above the smallest normal number as positive, so subnormal x get the value 0 and gradient 0 instead of log(x) and inf.
def log_or_zero(x):
    positive = x > torch.finfo(x.dtype).tiny
    safe = torch.where(positive, x, torch.ones_like(x))
    return torch.where(positive, torch.log(safe), torch.zeros_like(x))
