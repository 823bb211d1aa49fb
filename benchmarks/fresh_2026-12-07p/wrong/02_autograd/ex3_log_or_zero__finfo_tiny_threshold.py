# Mistake: "`log(x)` where `x > 0`" with inputs including "tiny positive values such as 1e-30 and subnormal values", and "Where `1/x` overflows the dtype ..., the gradient must be `inf`": positive is tested as x >= finfo.tiny (to keep the gradient finite), so subnormal x gives 0 instead of log(x) and a gradient of 0 instead of inf.
def log_or_zero(x):
    positive = x >= torch.finfo(x.dtype).tiny    # the smallest normal number: 1/x stays finite
    safe = torch.where(positive, x, torch.ones_like(x))
    return torch.where(positive, torch.log(safe), torch.zeros_like(x))
