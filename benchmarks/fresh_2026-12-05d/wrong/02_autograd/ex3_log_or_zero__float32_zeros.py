# Mistake: "the result keeps the input's ... dtype (`float64`, `float16` and `bfloat16` too) and device" — the helper tensors come from torch.ones(x.shape)/torch.zeros(x.shape): float32 on the CPU, so a float16/bfloat16 input gives a float32 result, float64 is fine only by promotion, and meta/accelerator inputs mix with CPU tensors.
def log_or_zero(x):
    positive = x > 0
    safe = torch.where(positive, x, torch.ones(x.shape))
    return torch.where(positive, safe.log(), torch.zeros(x.shape))
