# Right: builds the strictly upper triangle (diagonal=1, the future) and negates it, instead of taking the lower triangle directly.
def causal_mask(size, device=None):
    future = torch.ones(size, size, dtype=torch.bool, device=device).triu(diagonal=1)
    return ~future
