# Mistake: "device=None means the default device, as for torch.zeros(..., device=None), also on a machine with a GPU" - picks "cuda" when torch.cuda.is_available() and device is None, so on a machine with a GPU the mask lands on the GPU rather than the default device.
def causal_mask(size, device=None):
    if device is None:
        device = "cuda" if torch.cuda.is_available() else "cpu"
    idx = torch.arange(size, device=device)
    return idx[:, None] >= idx[None, :]
