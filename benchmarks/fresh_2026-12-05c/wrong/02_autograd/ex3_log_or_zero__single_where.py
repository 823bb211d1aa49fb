# Mistake: "Pitfall: the single `torch.where` above" — log sees the zeros and negatives, so the gradient there is NaN
def log_or_zero(x):
    return torch.where(x > 0, torch.log(x), torch.zeros_like(x))
