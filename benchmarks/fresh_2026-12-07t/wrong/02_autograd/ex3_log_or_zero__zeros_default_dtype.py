# Mistake: "that the result keeps the input's ... dtype (`float64`, `float16` and `bfloat16` too) and device": the zero branch is torch.zeros(x.shape) in the default float32 on the CPU, so a float16/bfloat16 input gives a float32 result (and a meta or accelerator input a device error).
def log_or_zero(x):
    positive = x > 0
    safe = torch.where(positive, x, 1.0)
    return torch.where(positive, torch.log(safe), torch.zeros(x.shape))
