# Mistake: "the inputs come back unchanged" — the harmless 1 is written into the caller's tensor (x[x <= 0] = 1) instead of a new one: the input changes, and a leaf that requires grad refuses the write.
def log_or_zero(x):
    mask = x > 0
    x[~mask] = 1.0
    return torch.where(mask, torch.log(x), torch.zeros_like(x))
