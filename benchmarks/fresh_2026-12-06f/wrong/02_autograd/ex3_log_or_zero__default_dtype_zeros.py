# Mistake: "the result keeps the input's ... dtype (`float64`, `float16` and `bfloat16` too) and device" — the "elsewhere" branch is torch.zeros(x.shape), float32 on the CPU: where() promotes float16/bfloat16 results to float32 and mixes devices on an accelerator.
def log_or_zero(x):
    positive = x > 0
    safe = torch.where(positive, x, torch.ones_like(x))
    return torch.where(positive, torch.log(safe), torch.zeros(x.shape))
