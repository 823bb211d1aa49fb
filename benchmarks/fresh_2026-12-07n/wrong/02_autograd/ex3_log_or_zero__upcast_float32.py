# Mistake: "in float32, float64 and bfloat16, whose result must be log(1e-30) ≈ -69.08 itself" (and subnormal float64 values): the log is taken in float32 for accuracy on half-precision inputs, so float64 values below float32's range (1e-300, subnormals) become 0 there and give -inf (gradient inf) instead of log(x).
def log_or_zero(x):
    xf = x.float()                                   # compute in float32, then cast back
    safe = torch.where(xf > 0, xf, torch.ones_like(xf))
    return torch.where(xf > 0, torch.log(safe), torch.zeros_like(xf)).to(x.dtype)
