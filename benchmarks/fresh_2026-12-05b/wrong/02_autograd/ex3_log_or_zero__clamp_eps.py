# Mistake: "Nor does an epsilon (log(x + eps), x.clamp(min=eps))" and float16/bfloat16 inputs — clamps to 1e-30, which rounds to 0 in float16, so the gradient at x = 0 is NaN there (and values below 1e-30 are nudged).
def log_or_zero(x):
    return torch.where(x > 0, torch.log(x.clamp(min=1e-30)), torch.zeros_like(x))
