# Right: builds the safe input arithmetically, x * m + (1 - m) with m = (x > 0) in x's dtype (exactly x where positive, exactly 1 elsewhere, no rounding since m is 0 or 1), then log; the derivative of x * m is m, so the gradient is 1/x or 0 and never NaN.
def log_or_zero(x):
    m = (x > 0).to(x.dtype)
    return torch.log(x * m + (1 - m))
