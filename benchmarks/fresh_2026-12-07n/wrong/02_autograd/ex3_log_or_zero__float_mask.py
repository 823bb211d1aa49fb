# Mistake: "the result keeps the input's ... dtype (float64, float16 and bfloat16 too)": the mask is multiplied in as a float32 tensor (.float()), so float16 and bfloat16 inputs come back float32.
def log_or_zero(x):
    positive = (x > 0).float()
    safe = torch.where(x > 0, x, torch.ones_like(x))
    return torch.log(safe) * positive
