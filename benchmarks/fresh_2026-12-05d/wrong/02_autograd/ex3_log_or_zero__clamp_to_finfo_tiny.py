# Mistake: "tiny positive values such as 1e-30 (whose result must be `log(1e-30)` ≈ -69.08 itself, not the log of a nudged value)" — clamping to finfo(dtype).tiny (the smallest *normal* number) leaves 1e-30 in float32 alone but nudges every positive subnormal (float32 1e-40, float16 1e-6, a bfloat16 below 1.2e-38) up to tiny, so log and its gradient change there.
def log_or_zero(x):
    safe = x.clamp(min=torch.finfo(x.dtype).tiny)
    return torch.where(x > 0, safe.log(), torch.zeros_like(x))
