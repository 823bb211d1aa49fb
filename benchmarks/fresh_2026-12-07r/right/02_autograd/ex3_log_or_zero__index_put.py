# Right: writes log of only the positive entries into a zeros_like result with boolean indexing (log never sees x <= 0); gradient 1/x flows through the gather (allowed to fail on meta, which reads values).
def log_or_zero(x):
    out = torch.zeros_like(x)
    pos = x > 0
    out[pos] = torch.log(x[pos])
    return out
