# Mistake: "`device=None` means the default device, as for `torch.zeros(..., device=None)`" and "a caller that has set a default device (`torch.set_default_device(...)`): with `device=None` the result is on it": None is replaced by "cpu", so a caller who set another default device gets a CPU mask.
def causal_mask(size, device=None):
    device = device or "cpu"
    return torch.ones(size, size, dtype=torch.bool, device=device).tril()
