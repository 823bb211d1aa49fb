# Right: log is applied only to the selected positive entries (boolean-mask indexing), written into a zeros_like result; entries x <= 0 never reach log, so their gradient is exactly 0 (meta inputs may fail on the mask, which the prompt accepts).
def log_or_zero(x):
    positive = x > 0
    out = torch.zeros_like(x)
    out[positive] = torch.log(x[positive])
    return out
