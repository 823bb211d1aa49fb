# Mistake: "`log(x)` where `x > 0`" for `x` in "`float32`, `float64`, `float16` or `bfloat16`" including subnormal values: the log is taken in float32 "for half-precision safety" and cast back, so a float64 subnormal such as 1e-310 becomes 0 in float32 and gives -inf instead of log(1e-310) ≈ -713.8 (and float64 values lose precision).
def log_or_zero(x):
    positive = x > 0
    safe = torch.where(positive, x, torch.ones_like(x))
    logs = torch.log(safe.to(torch.float32)).to(x.dtype)   # float16/bfloat16 logs are coarse
    return torch.where(positive, logs, torch.zeros_like(x))
