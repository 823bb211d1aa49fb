# Mistake: "created on `device`" with `device` None meaning the default device -- replaces None by "cuda" whenever a GPU exists, so causal_mask(n) lands on the GPU even for a CPU model.
def causal_mask(size, device=None):
    if device is None:
        device = "cuda" if torch.cuda.is_available() else "cpu"
    i = torch.arange(size, device=device)
    return i[:, None] >= i[None, :]
