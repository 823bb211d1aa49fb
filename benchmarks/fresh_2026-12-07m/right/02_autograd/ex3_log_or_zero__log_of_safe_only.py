# Right: one where on the input only: log(1) is exactly 0, so log(where(x > 0, x, 1)) already gives 0 elsewhere, and the gradient reaching x is 1/x where x > 0 and 0 elsewhere.
def log_or_zero(x):
    return torch.where(x > 0, x, torch.ones_like(x)).log()
