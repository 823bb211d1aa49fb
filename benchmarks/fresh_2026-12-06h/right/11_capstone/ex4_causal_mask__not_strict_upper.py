# Right: builds the strictly-upper triangle (the future, j > i) with triu(diagonal=1) on a full True matrix and negates it, so the diagonal and the past stay True.
def causal_mask(size, device=None):
    future = torch.full((size, size), True, dtype=torch.bool, device=device).triu(diagonal=1)
    return future.logical_not()
