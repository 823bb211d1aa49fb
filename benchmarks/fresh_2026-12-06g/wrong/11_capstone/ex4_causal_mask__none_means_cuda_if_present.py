# Mistake: "`device=None` means the default device, as for `torch.zeros(..., device=None)`, also on a machine with a GPU" — resolves None to "cuda" whenever a GPU is present (the notebook's habit of picking the best device): on a GPU machine causal_mask(9) lands on the GPU although the default device is the CPU
def causal_mask(size, device=None):
    if device is None:
        device = "cuda" if torch.cuda.is_available() else "cpu"
    i = torch.arange(size, device=device)
    return i[:, None] >= i[None, :]
