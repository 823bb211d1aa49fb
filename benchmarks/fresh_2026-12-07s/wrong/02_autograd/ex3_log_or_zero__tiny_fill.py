# Mistake: "with a gradient that is never NaN" for dtype `float16`: the harmless fill value 1e-12 rounds to 0 in float16, so log's backward sees 0 where x <= 0 and the gradient there is NaN (fine in float32/float64/bfloat16).
def log_or_zero(x):
    positive = x > 0
    safe = torch.where(positive, x, 1e-12)
    return torch.where(positive, safe.log(), 0.0)
