# Right: feeds log the value relu(x) + [x <= 0], which is x where x > 0 and exactly 1 elsewhere, so log never sees a bad value and relu's zero gradient at x <= 0 gives the 0 gradient there.
def log_or_zero(x):
    return torch.log(torch.relu(x) + (x <= 0).to(x.dtype))
