# Right: the negation of the strictly upper triangle (triu with diagonal=1, the future) is exactly j <= i; created as bool on the device asked for, no global state touched
def causal_mask(size, device=None):
    future = torch.ones((size, size), dtype=torch.bool, device=device).triu(diagonal=1)
    return ~future
