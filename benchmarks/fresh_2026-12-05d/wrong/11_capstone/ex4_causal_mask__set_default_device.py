# Mistake: "that global state is left as found" — switches torch's default device to the requested one to create the mask there, and leaves it switched: every later tensor of the caller is created on that device
def causal_mask(size, device=None):
    if device is not None:
        torch.set_default_device(device)
    return torch.ones(size, size, dtype=torch.bool).tril()
