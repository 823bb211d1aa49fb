# Mistake: "Nor does an epsilon (`log(x + eps)`, `x.clamp(min=eps)`): it hides the NaN by changing `log(x)` for small positive `x`": clamping to finfo.tiny leaves every normal number alone, but a subnormal x (allowed) gets log(tiny) instead of log(x) and a finite gradient instead of inf.
def log_or_zero(x):
    positive = x > 0
    safe = torch.where(positive, x, torch.ones_like(x)).clamp(min=torch.finfo(x.dtype).tiny)
    return torch.where(positive, torch.log(safe), torch.zeros_like(x))
