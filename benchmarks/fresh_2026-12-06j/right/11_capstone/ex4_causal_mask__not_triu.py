# Right: negates the strict upper triangle (the future) instead of taking the lower triangle.
def causal_mask(size, device=None):
    future = torch.ones((size, size), dtype=torch.bool, device=device).triu(diagonal=1)
    return future.logical_not()
