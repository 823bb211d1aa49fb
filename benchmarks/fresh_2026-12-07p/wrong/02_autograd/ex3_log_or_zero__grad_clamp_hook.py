# Mistake: "Where `1/x` overflows the dtype (for `x` below `1/torch.finfo(x.dtype).max`), the gradient must be `inf`, as the reference's is: ... so do not clamp it to a finite value": a gradient hook on the result's input path replaces the overflowed 1/x with the dtype's largest finite number, so subnormal x gets a finite gradient instead of inf.
def log_or_zero(x):
    positive = x > 0
    safe = torch.where(positive, x, torch.ones_like(x))
    if safe.requires_grad:
        big = torch.finfo(x.dtype).max
        safe.register_hook(lambda g: g.clamp(-big, big))   # no inf gradient flows back
    return torch.where(positive, torch.log(safe), torch.zeros_like(x))
