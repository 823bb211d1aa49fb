# Mistake: "`device=None` means the default device, as for `torch.zeros(..., device=None)`, also on a machine with a GPU" and "the notebook's device changes nothing" — None is replaced by the notebook's `device`, so on a GPU notebook causal_mask(n) lands on the GPU even when the default device is the CPU (and ignores a default device the caller set).
def causal_mask(size, device=None):
    device = device if device is not None else run.device
    return torch.ones(size, size, dtype=torch.bool, device=device).tril()
