# Right: the complement of the strictly upper triangle (triu with diagonal=1), built with torch.full on the given device.
def causal_mask(size, device=None):
    future = torch.full((size, size), True, dtype=torch.bool, device=device).triu(diagonal=1)
    return ~future
