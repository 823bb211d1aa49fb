# Mistake: "global state is left as found" -- switches the global default device with torch.set_default_device to create the mask there, and never switches it back.
def causal_mask(size, device=None):
    if device is not None:
        torch.set_default_device(device)
    return torch.ones(size, size, dtype=torch.bool).tril()
