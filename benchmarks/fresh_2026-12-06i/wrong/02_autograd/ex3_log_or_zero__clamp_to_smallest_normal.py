# Mistake: "Where `1/x` overflows the dtype ... the gradient must be `inf`, as the reference's is ... do not clamp it to a finite value" and the values must be log(x) for subnormal x — positive inputs are clamped up to torch.finfo(dtype).tiny to keep 1/x finite, which changes log(x) and the gradient for every subnormal input.
def log_or_zero(x):
    positive = x > 0
    tiny = torch.finfo(x.dtype).tiny                  # smallest normal number: 1/tiny is finite
    safe = torch.where(positive, x.clamp(min=tiny), torch.ones_like(x))
    return torch.where(positive, torch.log(safe), torch.zeros_like(x))
