# Mistake: "`device=None` means the default device, as for `torch.zeros(..., device=None)`, also on a machine with a GPU" and "work from the arguments you are given, never from `run.device`": None falls back to the notebook's run.device, so on a GPU notebook causal_mask(3) is on the GPU instead of the (CPU) default device.
def causal_mask(size, device=None):
    if device is None:
        device = run.device
    return torch.ones(size, size, dtype=torch.bool, device=device).tril()
