# Right: masked_fill (out of place) replaces the non-positive entries by 1 before the log and zeroes them after; masked_fill's backward sends 0 to the filled entries, so no inf/NaN ever enters the gradient.
def log_or_zero(x):
    off = x <= 0
    return torch.log(x.masked_fill(off, 1.0)).masked_fill(off, 0.0)
