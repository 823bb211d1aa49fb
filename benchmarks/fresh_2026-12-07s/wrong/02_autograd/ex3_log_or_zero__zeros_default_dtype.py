# Mistake: "the result keeps the input's ... dtype (`float64`, `float16` and `bfloat16` too)": the zeros are made with torch.zeros(x.shape) (default float32), so where() promotes a float16/bfloat16 result to float32.
def log_or_zero(x):
    positive = x > 0
    safe = torch.where(positive, x, torch.ones_like(x))
    return torch.where(positive, torch.log(safe), torch.zeros(x.shape, device=x.device))
