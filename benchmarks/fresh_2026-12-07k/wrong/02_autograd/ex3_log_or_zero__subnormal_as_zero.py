# Mistake: "`log(x)` where `x > 0` and `0` elsewhere" (subnormal values among the inputs) -- counts only x >= finfo.tiny as positive, so a subnormal positive x (such as 1e-40 in float32) gets 0 instead of log(x) ≈ -92.1, and a gradient of 0 instead of inf.
def log_or_zero(x):
    usable = x >= torch.finfo(x.dtype).tiny               # denormals behave like zero
    safe = torch.where(usable, x, torch.ones_like(x))
    return torch.where(usable, torch.log(safe), torch.zeros_like(x))
