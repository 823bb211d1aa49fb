# Mistake: "the result keeps the input's ... dtype (float64, float16 and bfloat16 too)" — the 0 branch is torch.zeros(x.shape) in the default dtype, so torch.where promotes a float16 or bfloat16 input's result to float32 (the float32 visible test cannot see it)
def log_or_zero(x):
    positive = x > 0
    safe = torch.where(positive, x, torch.ones_like(x))
    return torch.where(positive, safe.log(), torch.zeros(x.shape, device=x.device))
