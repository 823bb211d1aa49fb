# Right: logical not of the strict upper triangle (triu with diagonal=1).
def causal_mask(size, device=None):
    future = torch.ones((size, size), dtype=torch.bool, device=device).triu(diagonal=1)
    return ~future
