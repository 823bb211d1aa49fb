# Right: the complement of the strict upper triangle (~triu(diagonal=1)) of a full True matrix built with torch.full on `device`.
def causal_mask(size, device=None):
    future = torch.full((size, size), True, dtype=torch.bool, device=device).triu(diagonal=1)
    return ~future
