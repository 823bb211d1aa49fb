# Right: relu(x) + (x <= 0) is x where x > 0 and exactly 1 elsewhere (a bool added to a float keeps the float's dtype); log of it gives log(x) or 0, and the gradient is relu's 1 times 1/x, or 0.
def log_or_zero(x):
    return torch.log(torch.relu(x) + (x <= 0))
