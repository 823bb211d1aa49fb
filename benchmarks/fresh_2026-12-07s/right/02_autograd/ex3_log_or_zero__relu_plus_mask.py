# Right: no outer where; log(relu(x) + (x <= 0)) is log(x) for x > 0 and log(1) = 0 elsewhere, and relu's zero gradient at x <= 0 keeps the gradient 0 there (inf for subnormal x stays inf).
def log_or_zero(x):
    return torch.log(torch.relu(x) + (x <= 0).to(x.dtype))
