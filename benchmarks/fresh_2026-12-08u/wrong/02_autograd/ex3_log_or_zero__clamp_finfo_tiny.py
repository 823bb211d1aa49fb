# Mistake: "tiny positive values such as 1e-30 and subnormal values ... the result must be the log of that very value ... Where `1/x` overflows ... the gradient must be `inf` ... do not clamp it": positives are clamped to torch.finfo(dtype).tiny (the smallest normal number, so 1e-30 in float32 is untouched), but every subnormal x gets log(tiny) instead of log(x) and a finite gradient 1/tiny instead of inf.
def log_or_zero(x):
    positive = x > 0
    safe = torch.where(positive, x.clamp(min=torch.finfo(x.dtype).tiny), torch.ones_like(x))
    return torch.where(positive, torch.log(safe), torch.zeros_like(x))
