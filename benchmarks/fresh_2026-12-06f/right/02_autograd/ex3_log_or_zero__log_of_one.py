# Right: replaces every x <= 0 by 1 before the log (log never sees a bad value) and relies on log(1) == 0 for the "elsewhere" entries; the Python scalar keeps dtype and device; the gradient is 1/x where x > 0 and 0 (from where) elsewhere.
def log_or_zero(x):
    return torch.log(torch.where(x > 0, x, 1.0))
