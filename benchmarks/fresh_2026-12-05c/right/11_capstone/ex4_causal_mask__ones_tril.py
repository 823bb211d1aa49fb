# Right: an all-True bool matrix made directly on the device, kept on and below the diagonal with torch.tril (j <= i), validated size
def causal_mask(size, device=None):
    if size < 1:
        raise ValueError("size must be at least 1")
    return torch.tril(torch.ones((size, size), dtype=torch.bool, device=device))
