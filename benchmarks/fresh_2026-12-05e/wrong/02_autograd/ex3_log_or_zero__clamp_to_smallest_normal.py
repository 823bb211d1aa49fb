# Mistake: "`x`: ... tiny positive values such as 1e-30 and subnormal values" — clamping to torch.finfo(dtype).tiny (the smallest *normal* number) looks like no epsilon at all, but every subnormal input gets log(tiny) instead of log(x) and a gradient of 0 instead of 1/x.
def log_or_zero(x):
    safe = x.clamp(min=torch.finfo(x.dtype).tiny)
    return torch.where(x > 0, torch.log(safe), torch.zeros_like(x))
