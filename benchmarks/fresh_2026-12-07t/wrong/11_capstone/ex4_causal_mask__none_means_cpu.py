# Mistake: "`device=None` means the default device, as for `torch.zeros(..., device=None)`": None is replaced by "cpu", so a caller who set torch.set_default_device(...) gets the mask on the CPU instead of on that device.
def causal_mask(size, device=None):
    device = device or "cpu"
    return torch.ones(size, size, dtype=torch.bool, device=device).tril()
