# Mistake: "the result keeps the input's shape ..., dtype (float64, float16 and bfloat16 too) and device" — the zeros for x <= 0 are made with torch.zeros(x.shape), float32 on the CPU: torch.where then promotes a float16/bfloat16 result to float32, and an input on a GPU (or meta) meets a CPU tensor.
def log_or_zero(x):
    positive = x > 0
    safe = torch.where(positive, x, torch.ones_like(x))
    return torch.where(positive, torch.log(safe), torch.zeros(x.shape))
