# Right: the complement of the strict upper triangle (diagonal=1) of an all-True matrix made on the device.
def causal_mask(size, device=None):
    future = torch.ones((size, size), dtype=torch.bool, device=device).triu(diagonal=1)
    return ~future
