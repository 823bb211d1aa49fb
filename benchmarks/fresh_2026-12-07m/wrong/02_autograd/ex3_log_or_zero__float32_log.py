# Mistake: "the result keeps the input's shape ... dtype (`float64`, `float16` and `bfloat16` too)": it computes the log in float32 for accuracy and never converts back, so float64, float16 and bfloat16 inputs get a float32 result.
def log_or_zero(x):
    x32 = x.float()
    positive = x32 > 0
    safe = torch.where(positive, x32, torch.ones_like(x32))
    return torch.where(positive, torch.log(safe), torch.zeros_like(x32))
