# Right: replaces the non-positive inputs with 1 via masked_fill (log(1) = 0 there) and zeroes them by multiplying by the mask, instead of a second torch.where.
def log_or_zero(x):
    positive = x > 0
    return torch.log(x.masked_fill(~positive, 1)) * positive.to(x.dtype)
