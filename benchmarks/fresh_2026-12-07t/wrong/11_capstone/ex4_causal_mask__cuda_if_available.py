# Mistake: "`device=None` means the default device ..., also on a machine with a GPU": with device=None it picks "cuda" whenever a GPU exists, so on a GPU machine the mask lands on cuda instead of the (CPU) default device.
def causal_mask(size, device=None):
    if device is None:
        device = "cuda" if torch.cuda.is_available() else "cpu"
    return torch.tril(torch.ones(size, size, dtype=torch.bool, device=device))
