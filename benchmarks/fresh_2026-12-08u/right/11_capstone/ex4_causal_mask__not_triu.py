# Right: the complement of the strict upper triangle, ~triu(diagonal=1), with None resolved explicitly through torch.get_default_device() (which reads the caller's setting without changing it).
def causal_mask(size, device=None):
    if device is None:
        device = torch.get_default_device()
    future = torch.ones((size, size), dtype=torch.bool, device=device).triu(diagonal=1)
    return ~future
