# Mistake: "`device=None` means the default device, as for `torch.zeros(..., device=None)`, also on a machine with a GPU" — it replaces None by the notebook's run.device, so on a GPU machine causal_mask(n) lands on cuda although the default device is the CPU.
def causal_mask(size, device=None):
    device = run.device if device is None else device
    return torch.ones(size, size, dtype=torch.bool, device=device).tril()
