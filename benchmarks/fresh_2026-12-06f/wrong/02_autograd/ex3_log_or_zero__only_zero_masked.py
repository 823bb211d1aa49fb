# Mistake: "`log(x)` where `x > 0` and `0` elsewhere" — read as "0 where x is 0": only zeros are replaced, so negative entries give log of a negative number, NaN in the value and the gradient.
def log_or_zero(x):
    is_zero = x == 0
    safe = torch.where(is_zero, torch.ones_like(x), x)
    return torch.where(is_zero, torch.zeros_like(x), torch.log(safe))
