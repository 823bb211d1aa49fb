# Mistake: "Where 1/x overflows the dtype (for x below 1/torch.finfo(x.dtype).max), the gradient must be inf" and "subnormal values": positive x is clamped at finfo.tiny (the smallest *normal* number), so a subnormal x gets log(tiny) instead of log(x) and a gradient of 0 instead of inf.
def log_or_zero(x):
    tiny = torch.finfo(x.dtype).tiny
    positive = x > 0
    safe = torch.where(positive, x.clamp(min=tiny), torch.ones_like(x))
    return torch.where(positive, torch.log(safe), torch.zeros_like(x))
