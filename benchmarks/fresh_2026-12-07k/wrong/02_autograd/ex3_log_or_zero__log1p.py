# Mistake: "tiny positive ones such as `1e-30` (in `float32`, `float64` and `bfloat16`, whose result must be `log(1e-30)` ≈ -69.08 itself" -- computes log(x) as log1p(x - 1) "for accuracy"; for a tiny positive x, x - 1 rounds to exactly -1, so the value is -inf (and the gradient inf) instead of log(x).
def log_or_zero(x):
    positive = x > 0
    safe = torch.where(positive, x, torch.ones_like(x))     # log1p(1 - 1) = 0: harmless where x <= 0
    return torch.where(positive, torch.log1p(safe - 1), torch.zeros_like(x))
