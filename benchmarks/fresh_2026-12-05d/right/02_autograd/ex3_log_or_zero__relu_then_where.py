# Right: log(relu(x)) is -inf where x <= 0, but that branch is never selected, and in backward the 0 × (1/0) = NaN produced by log is replaced by 0 in relu's backward, which is a threshold (a selection where x <= 0, not a multiplication), so the gradient is 1/x for x > 0 and exactly 0 elsewhere; values are log(x) exactly for x > 0.
def log_or_zero(x):
    return torch.where(x > 0, torch.log(torch.relu(x)), torch.zeros_like(x))
