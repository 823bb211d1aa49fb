# Mistake: "the result keeps the input's shape ..., dtype ... and device" — the filler is torch.ones(x.shape), a float32 CPU tensor: on an accelerator where() mixes devices, and float16/bfloat16 inputs are promoted to a float32 result.
def log_or_zero(x):
    safe = torch.where(x > 0, x, torch.ones(x.shape))
    return torch.where(x > 0, torch.log(safe), torch.zeros(x.shape))
