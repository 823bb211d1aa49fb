# Right: builds the strictly upper triangle (the future) with torch.triu(..., diagonal=1) and negates it with logical_not, passing device straight through.
def causal_mask(size, device=None):
    future = torch.triu(torch.ones((size, size), dtype=torch.bool, device=device), diagonal=1)
    return future.logical_not()
