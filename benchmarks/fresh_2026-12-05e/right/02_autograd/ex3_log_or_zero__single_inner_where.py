# Right: one where *inside* the log is enough: entries with x <= 0 become 1 and log(1) = 0 is exactly the wanted value there; where() sends gradient 0 to those entries and 1/x to the others; positive x (tiny and subnormal too) are untouched.
def log_or_zero(x):
    return torch.log(torch.where(x > 0, x, torch.ones_like(x)))
