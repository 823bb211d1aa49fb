# Right: builds the safe input arithmetically, relu(x) + (x <= 0) (x itself where positive, exactly 1 elsewhere; relu's gradient is 0 at x = 0), then multiplies the log by the positive mask instead of selecting.
def log_or_zero(x):
    positive = x > 0
    safe = torch.relu(x) + (~positive).to(x.dtype)
    return torch.log(safe) * positive.to(x.dtype)
