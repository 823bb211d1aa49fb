# Mistake: computes in float32 "for a stable log" and casts back: a float64 input loses its precision (log of values such as 1 + 1e-12).
def log_or_zero(x):
    x32 = x.float()
    positive = x32 > 0
    safe = torch.where(positive, x32, torch.ones_like(x32))
    return torch.where(positive, torch.log(safe), torch.zeros_like(x32)).to(x.dtype)
