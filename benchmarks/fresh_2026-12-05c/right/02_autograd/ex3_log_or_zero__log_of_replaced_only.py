# Right: log(1) is exactly 0, so taking the log of x with non-positive entries replaced by 1 already gives the answer; where's backward routes zero gradient to the replaced entries
def log_or_zero(x):
    return torch.log(x.masked_fill(~(x > 0), 1.0))
