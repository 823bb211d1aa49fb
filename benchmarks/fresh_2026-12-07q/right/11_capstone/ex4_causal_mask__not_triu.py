# Right: negates the strict upper triangle (~triu(diagonal=1)) of a boolean matrix made with torch.full, resolving None to torch.get_default_device() explicitly.
def causal_mask(size, device=None):
    if device is None:
        device = torch.get_default_device()
    future = torch.full((size, size), True, dtype=torch.bool, device=device).triu(diagonal=1)
    return ~future
