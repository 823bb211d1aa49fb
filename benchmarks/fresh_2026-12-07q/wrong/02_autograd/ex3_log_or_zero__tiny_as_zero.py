# Mistake: "tiny positive values such as 1e-30 ... whose result must be log(1e-30) ≈ -69.08 itself": values below 1e-12 are treated as zero, so log_or_zero(1e-30) gives 0 and a gradient of 0.
def log_or_zero(x):
    positive = x > 1e-12                     # treat round-off as zero
    safe = torch.where(positive, x, torch.ones_like(x))
    return torch.where(positive, torch.log(safe), torch.zeros_like(x))
