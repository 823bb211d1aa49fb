# Mistake: "the result keeps the input's shape (size-1 dimensions and 0-d tensors included), dtype (`float64`, `float16` and `bfloat16` too)": the constants are 0-d float32 tensors, which do not change a dimensioned tensor's dtype but do promote a 0-d float16 or bfloat16 x, so log_or_zero(torch.tensor(2.0, dtype=torch.float16)) returns float32.
ONE, ZERO = torch.tensor(1.0), torch.tensor(0.0)


def log_or_zero(x):
    positive = x > 0
    safe = torch.where(positive, x, ONE)
    return torch.where(positive, torch.log(safe), ZERO)
