# Right: masked_fill (out of place) puts 1 into a new tensor where x <= 0, log is taken of that, and a second masked_fill writes the zeros; both ops are differentiable with gradient 0 at filled positions, so the gradient is 1/x for x > 0 and 0 elsewhere, finite everywhere, for every dtype and subnormal inputs too.
def log_or_zero(x):
    not_positive = ~(x > 0)
    return x.masked_fill(not_positive, 1).log().masked_fill(not_positive, 0)
