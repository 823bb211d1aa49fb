# Right: torch.tril over a float ones matrix created on the device, then .bool().
def causal_mask(size, device=None):
    return torch.tril(torch.ones(size, size, device=device)).bool()
