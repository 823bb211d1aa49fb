# Mistake: "tiny positive ones such as `1e-30` (whose result must be `log(1e-30)` ≈ -69.08 itself, not the log of a nudged value)" — clamps to 1e-12 before the log, so 1e-30 gives log(1e-12) and its gradient is 0
def log_or_zero(x):
    return torch.where(x > 0, torch.log(x.clamp(min=1e-12)), torch.zeros_like(x))
