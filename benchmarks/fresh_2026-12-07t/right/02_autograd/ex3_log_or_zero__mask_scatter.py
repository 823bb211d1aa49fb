# Right: boolean-mask indexing: a zero result with log written only into the positive entries (log never sees x <= 0); on meta it fails at the boolean mask, which the prompt accepts.
def log_or_zero(x):
    positive = x > 0
    out = torch.zeros_like(x)
    out[positive] = torch.log(x[positive])
    return out
