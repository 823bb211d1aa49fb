# Mistake: "tiny positive values such as 1e-30 and subnormal values" and "Where `1/x` overflows the dtype ... the gradient must be `inf` ... do not clamp it to a finite value" -- clamps the positive inputs at torch.finfo(dtype).tiny (the smallest normal number), so a subnormal x gets log(tiny) instead of log(x) and a gradient of 0 instead of inf.
def log_or_zero(x):
    positive = x > 0
    tiny = torch.finfo(x.dtype).tiny                      # keep log away from denormals
    safe = torch.where(positive, x, torch.ones_like(x)).clamp(min=tiny)
    return torch.where(positive, torch.log(safe), torch.zeros_like(x))
