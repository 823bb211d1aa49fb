# Mistake: "Where `1/x` overflows the dtype (for `x` below `1/torch.finfo(x.dtype).max`), the gradient must be `inf` ... so do not clamp it to a finite value": x below 1/finfo.max (subnormals) is treated as "not positive", so its value is 0 instead of log(x) and its gradient 0 instead of inf.
def log_or_zero(x):
    # only take the log where 1/x stays finite, so the gradient can never overflow
    usable = x > 1 / torch.finfo(x.dtype).max
    safe = torch.where(usable, x, torch.ones_like(x))
    return torch.where(usable, torch.log(safe), torch.zeros_like(x))
