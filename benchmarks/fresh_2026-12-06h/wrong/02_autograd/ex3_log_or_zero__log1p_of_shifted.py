# Mistake: "including tiny positive ones such as 1e-30 (in float32, float64 and bfloat16, whose result must be log(1e-30) ≈ -69.08 itself ...)" — it computes the log as log1p(x - 1) ("log1p is the accurate one"); x - 1 rounds to -1 for tiny x, so log(1e-30) comes out -inf.
def log_or_zero(x):
    positive = x > 0
    safe = torch.where(positive, x, torch.ones_like(x))      # log1p(1 - 1) = 0: harmless
    return torch.where(positive, torch.log1p(safe - 1), torch.zeros_like(x))
