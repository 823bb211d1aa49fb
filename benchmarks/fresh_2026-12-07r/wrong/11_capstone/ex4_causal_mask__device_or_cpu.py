# Mistake: "`device=None` means the default device, as for `torch.zeros(..., device=None)`" -- replaces None by "cpu", so a caller who set torch.set_default_device(...) gets a CPU mask.
def causal_mask(size, device=None):
    device = device or "cpu"
    return torch.ones(size, size, dtype=torch.bool, device=device).tril()
