# Right: log(relu(x) + [x <= 0]) is log(x) for x > 0 and log(1) = 0 elsewhere; relu's zero slope there gives a zero gradient.
def log_or_zero(x):
    return torch.log(torch.relu(x) + (x <= 0).to(x.dtype))
