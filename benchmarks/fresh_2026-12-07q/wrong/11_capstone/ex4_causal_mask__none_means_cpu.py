# Mistake: "`device=None` means the default device, as for `torch.zeros(..., device=None)`" ("a caller that has set a default device ... with `device=None` the result is on it") - this turns None into "cpu", so a caller who called torch.set_default_device(...) gets the mask on the CPU.
def causal_mask(size, device=None):
    device = device or "cpu"
    return torch.ones(size, size, dtype=torch.bool, device=device).tril()
