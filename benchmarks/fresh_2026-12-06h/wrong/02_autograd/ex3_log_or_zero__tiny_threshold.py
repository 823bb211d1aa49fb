# Mistake: "log(x) where x > 0 ... Where 1/x overflows the dtype (for x below 1/torch.finfo(x.dtype).max), the gradient must be inf ... do not clamp it" (must-handle: subnormal values) — it treats x as positive only above torch.finfo(x.dtype).tiny to keep the gradient finite, so a positive subnormal x gets 0 (and gradient 0) instead of log(x) (and inf).
def log_or_zero(x):
    positive = x > torch.finfo(x.dtype).tiny        # subnormals would give an infinite 1/x
    safe = torch.where(positive, x, torch.ones_like(x))
    return torch.where(positive, torch.log(safe), torch.zeros_like(x))
