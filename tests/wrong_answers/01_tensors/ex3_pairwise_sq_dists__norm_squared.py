# Diagnosis: domain-wrong-gradient
# Pitfall: the squared distance as the square of the distance, sqrt then square: the same values, but
# where a row of x equals a row of y the gradient of sqrt at 0 is infinite and the result's gradient NaN.
def pairwise_sq_dists(x, y):
    diff = x[:, None, :] - y[None, :, :]
    return (diff ** 2).sum(dim=-1).sqrt() ** 2
