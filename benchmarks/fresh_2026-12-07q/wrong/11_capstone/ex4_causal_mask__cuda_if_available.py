# Mistake: "`device=None` means the default device, as for `torch.zeros(..., device=None)`, also on a machine with a GPU" - this resolves None itself, to "cuda" when a GPU is available and "cpu" otherwise, so on a GPU machine the mask lands on the GPU, and a caller who set torch.set_default_device(...) gets it on cuda/cpu instead of the default device.
def causal_mask(size, device=None):
    if device is None:
        device = "cuda" if torch.cuda.is_available() else "cpu"
    rows = torch.arange(size, device=device)
    return rows[:, None] >= rows[None, :]
