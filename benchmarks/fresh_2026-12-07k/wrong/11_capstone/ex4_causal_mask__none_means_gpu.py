# Mistake: "device=None means the default device, as for torch.zeros(..., device=None), also on a machine with a GPU": None is turned into "cuda" whenever a GPU is present, so on a GPU machine without a default device the mask lands on the GPU instead of the CPU.
def causal_mask(size, device=None):
    if device is None:
        device = "cuda" if torch.cuda.is_available() else "cpu"
    return torch.ones((size, size), dtype=torch.bool, device=device).tril_()
