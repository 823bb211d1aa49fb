# Mistake: "`device=None` means the default device, as for `torch.zeros(..., device=None)`" — it builds the mask in NumPy (np.tri) and moves it with .to(device); with device=None the tensor stays on the CPU whatever default device the caller set with torch.set_default_device.
def causal_mask(size, device=None):
    mask = torch.from_numpy(np.tri(size, dtype=bool))
    return mask if device is None else mask.to(device)
