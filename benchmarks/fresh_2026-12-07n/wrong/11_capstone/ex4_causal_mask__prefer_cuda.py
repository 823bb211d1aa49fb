# Mistake: "`device=None` means the default device, as for `torch.zeros(..., device=None)`, also on a machine with a GPU" — treats None as "the best device available": cuda whenever torch.cuda.is_available() (the default device there is still the CPU), else an explicit "cpu", which also ignores a default device the caller set with torch.set_default_device.
def causal_mask(size, device=None):
    if device is None:
        device = "cuda" if torch.cuda.is_available() else "cpu"
    i = torch.arange(size, device=device)
    return i[:, None] >= i[None, :]
