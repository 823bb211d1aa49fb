# Mistake: "Nor does an epsilon (`log(x + eps)`, `x.clamp(min=eps)`): it hides the NaN by changing `log(x)` for small positive `x`" (1e-30 must give log(1e-30) ≈ -69.08): x is clamped to 1e-12 inside log, so 1e-30 gives log(1e-12) ≈ -27.6 and a gradient of 0.
def log_or_zero(x):
    return torch.where(x > 0, torch.log(x.clamp(min=1e-12)), torch.zeros_like(x))
