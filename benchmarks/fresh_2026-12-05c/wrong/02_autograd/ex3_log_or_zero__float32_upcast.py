# Mistake: "the result keeps the input's ... dtype (`float64`, `float16` and `bfloat16` too)" — computes in float32 for accuracy and returns float32
def log_or_zero(x):
    x32 = x.float()
    pos = x32 > 0
    safe = torch.where(pos, x32, torch.ones_like(x32))
    return torch.where(pos, torch.log(safe), torch.zeros_like(x32))
