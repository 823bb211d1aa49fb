# Mistake: "Where `1/x` overflows the dtype ... the gradient must be `inf` ... do not clamp it to a finite value" and "tiny positive values ... and subnormal values": clamping x to finfo.tiny before log changes subnormal x (value log(tiny) instead of log(x), gradient 0 instead of inf), e.g. x = 1e-40 in float32.
def log_or_zero(x):
    tiny = torch.finfo(x.dtype).tiny
    positive = x > 0
    safe = torch.where(positive, x.clamp(min=tiny), torch.ones_like(x))
    return torch.where(positive, torch.log(safe), torch.zeros_like(x))
