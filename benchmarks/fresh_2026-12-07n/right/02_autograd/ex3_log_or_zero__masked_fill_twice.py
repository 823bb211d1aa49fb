# Right: masked_fill puts a 1 into the inputs x <= 0 (not an epsilon: positives are untouched), then masked_fill sets those outputs to 0.
def log_or_zero(x):
    off = x <= 0
    return x.masked_fill(off, 1).log().masked_fill(off, 0)
