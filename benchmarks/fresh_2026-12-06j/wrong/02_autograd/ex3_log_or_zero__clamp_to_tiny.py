# Mistake: "log(x) where x > 0" for "tiny positive values such as 1e-30 and subnormal values", with a gradient that "must be inf" where 1/x overflows: clamping onto the smallest normal number leaves 1e-30 alone but changes every subnormal x, so its value is log(tiny) instead of log(x) and its gradient is 0 instead of 1/x (inf).
def log_or_zero(x):
    tiny = torch.finfo(x.dtype).tiny                 # smallest normal: not an epsilon, log(x) stays exact
    return torch.where(x > 0, torch.log(x.clamp(min=tiny)), torch.zeros_like(x))
