# Mistake: "dtype `float32`, `float64`, `float16` or `bfloat16`; ... tiny positive values such as 1e-30 and subnormal values" — everything is computed in float32 (to spare float16/bfloat16 their precision loss) and cast back; a float64 subnormal (such as 1e-310) becomes 0 in float32, so its value is 0 instead of log(x) and its gradient 0 instead of 1/x, and float64 values lose precision.
def log_or_zero(x):
    x32 = x.to(torch.float32)
    positive = x32 > 0
    safe = torch.where(positive, x32, torch.ones_like(x32))
    return torch.where(positive, torch.log(safe), torch.zeros_like(x32)).to(x.dtype)
