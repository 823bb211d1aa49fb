# Mistake: "the result keeps the input's ... dtype (`float64`, `float16` and `bfloat16` too)" -- the helper tensors are torch.ones(x.shape) / torch.zeros(x.shape), float32, so a float16 or bfloat16 input is promoted and comes back float32.
def log_or_zero(x):
    pos = x > 0
    safe = torch.where(pos, x, torch.ones(x.shape, device=x.device))
    return torch.where(pos, torch.log(safe), torch.zeros(x.shape, device=x.device))
