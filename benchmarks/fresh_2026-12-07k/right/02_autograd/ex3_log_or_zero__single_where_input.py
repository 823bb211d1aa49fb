# Right: one torch.where on the input only: log(1) is already 0 wherever x <= 0, so no selection after the log is needed.
def log_or_zero(x):
    return torch.where(x > 0, x, torch.ones_like(x)).log()
