# Right: the strictly upper triangle (diagonal=1) marks the future; its negation is True on and below the diagonal, made directly on the requested device
def causal_mask(size, device=None):
    future = torch.ones(size, size, dtype=torch.bool, device=device).triu(diagonal=1)
    return ~future
