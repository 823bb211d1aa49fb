# Right: masked_fill puts 1 into log where x <= 0, and the result is multiplied by the boolean mask (a bool factor keeps x's dtype) instead of selected with torch.where.
def log_or_zero(x, *, _unused=None):
    keep = x > 0
    return torch.log(x.masked_fill(~keep, 1)) * keep
