# Mistake: "the inputs come back unchanged" — replaces the non-positive entries of x itself with 1 (masked_fill_) when x needs no gradient.
def log_or_zero(x):
    positive = x > 0
    safe = x if x.requires_grad else x.masked_fill_(~positive, 1.0)
    if x.requires_grad:
        safe = torch.where(positive, x, torch.ones_like(x))
    return torch.where(positive, safe.log(), torch.zeros_like(x))
