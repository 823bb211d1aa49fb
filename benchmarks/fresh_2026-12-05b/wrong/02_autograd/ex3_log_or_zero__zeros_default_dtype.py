# Mistake: "the result keeps the input's shape ..., dtype (float64, float16 and bfloat16 too) and device" — the zero branch is torch.zeros(x.shape), float32 on the CPU, which promotes half inputs to float32 and breaks on other devices.
def log_or_zero(x):
    safe = torch.where(x > 0, x, torch.ones_like(x))
    return torch.where(x > 0, torch.log(safe), torch.zeros(x.shape))
