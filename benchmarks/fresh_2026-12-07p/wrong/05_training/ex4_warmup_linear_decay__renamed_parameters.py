# Mistake: "your function keeps its three parameters" (the signature as written: "a caller may pass each argument by position or by name"): the parameters are renamed to (step, warmup, total), so warmup_linear_decay(step=3, warmup_steps=0, total_steps=10) raises a TypeError.
def warmup_linear_decay(step, warmup, total):
    if step < warmup:
        return step / warmup
    return max(0.0, (total - step) / (total - warmup))
