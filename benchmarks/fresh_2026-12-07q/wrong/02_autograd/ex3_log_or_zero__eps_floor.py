# Mistake: "Nor does an epsilon (..., `x.clamp(min=eps)`): it hides the NaN by changing log(x) for small positive x" / subnormal values: positive x is floored at 1e-30, which keeps log(1e-30) right but changes every positive x below it (a float32 subnormal such as 1e-40 gives log(1e-30) and gradient 0).
def log_or_zero(x):
    positive = x > 0
    safe = torch.where(positive, x.clamp(min=1e-30), torch.ones_like(x))
    return torch.where(positive, safe.log(), torch.zeros_like(x))
