# Mistake: "dtype `float32`, `float64`, `float16` or `bfloat16` ... tiny positive values such as 1e-30 and subnormal values": the log is computed in float32 "so half precision is accurate" and cast back, which also downcasts float64: a float64 subnormal (or any x below about 1e-45) becomes 0 in float32, so the result is 0 instead of log(x) and the gradient 0 instead of 1/x (or inf).
def log_or_zero(x):
    xf = x.float()
    positive = xf > 0
    safe = torch.where(positive, xf, torch.ones_like(xf))
    return torch.where(positive, torch.log(safe), torch.zeros_like(xf)).to(x.dtype)
