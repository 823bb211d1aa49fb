# Right: replace x <= 0 by 1 first; log(1) = 0 gives the zeros, no second where needed.
def log_or_zero(x):
    return x.masked_fill(x <= 0, 1.0).log()
