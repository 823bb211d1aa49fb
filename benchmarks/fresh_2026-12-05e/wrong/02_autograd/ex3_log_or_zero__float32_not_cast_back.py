# Mistake: "the result keeps the input's ... dtype (`float64`, `float16` and `bfloat16` too)" — half-precision inputs are computed in float32 "for accuracy" and returned as float32 (and float64 inputs are rounded to float32).
def log_or_zero(x):
    x32 = x.float()
    safe = torch.where(x32 > 0, x32, torch.ones_like(x32))
    return torch.where(x32 > 0, torch.log(safe), torch.zeros_like(x32))
