# Mistake: "including tiny positive ones such as 1e-30 (whose result must be log(1e-30) ≈ -69.08 itself ...)" — computes log(x) as log1p(x - 1) on safe inputs, equal for ordinary x but x - 1 rounds to -1 for tiny positive x, giving -inf and an infinite gradient instead of log(1e-30) and 1e30
def log_or_zero(x):
    positive = x > 0
    safe = torch.where(positive, x, torch.ones_like(x))
    return torch.where(positive, torch.log1p(safe - 1), torch.zeros_like(x))
