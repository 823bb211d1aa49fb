# Right: log(relu(x) + [x <= 0]): where x <= 0 log sees exactly 1 (value 0), and relu's gradient 0 at x <= 0 keeps the gradient 0 there.
def log_or_zero(x):
    return torch.log(torch.relu(x) + (x <= 0).to(x.dtype))
