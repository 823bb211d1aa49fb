# Mistake: "the inputs come back unchanged and global state as found" — it builds the mask under torch.set_default_device(device) and afterwards resets the default device to None (the CPU), wiping out a default device the caller had set (e.g. cuda) instead of restoring it.
def causal_mask(size, device=None):
    if device is not None:
        torch.set_default_device(device)
    try:
        idx = torch.arange(size)
        return idx[:, None] >= idx[None, :]
    finally:
        torch.set_default_device(None)
