# Right: builds the strictly-upper triangle (the future) with triu(diagonal=1) and negates it, instead of taking the lower triangle of ones.
def causal_mask(size, device=None):
    future = torch.ones(size, size, dtype=torch.bool, device=device).triu(diagonal=1)
    return ~future
