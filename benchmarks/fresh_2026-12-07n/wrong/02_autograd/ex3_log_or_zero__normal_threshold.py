# Mistake: "log(x) where x > 0" with "tiny positive values such as 1e-30 and subnormal values" in the inputs (and "Where 1/x overflows ... the gradient must be inf ... do not clamp it"): positives below the smallest normal number are treated as zero, so a subnormal x gives 0 instead of log(x) (about -103 in float32) and gradient 0 instead of inf.
def log_or_zero(x):
    usable = x > torch.finfo(x.dtype).tiny          # keep 1/x finite: skip subnormals
    safe = torch.where(usable, x, torch.ones_like(x))
    return torch.where(usable, torch.log(safe), torch.zeros_like(x))
