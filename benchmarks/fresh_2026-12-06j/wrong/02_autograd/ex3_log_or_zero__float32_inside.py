# Mistake: "log(x) where x > 0" with "dtype float32, float64, float16 or bfloat16" and subnormal values: the log is taken in float32 for every input, so a float64 x loses its precision and a float64 subnormal such as 1e-310 becomes 0 in float32, giving -inf (and a wrong gradient) where log(1e-310) ≈ -713.8 is expected.
def log_or_zero(x):
    x32 = x.to(torch.float32)                       # one precision for all inputs: half types are too coarse for log
    positive = x32 > 0
    safe = torch.where(positive, x32, torch.ones_like(x32))
    return torch.where(positive, torch.log(safe), torch.zeros_like(x32)).to(x.dtype)
