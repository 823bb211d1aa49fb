# Mistake: "the caller's setting is as it was when your function returns" — it switches the default device with torch.set_default_device(device) to build the mask and then resets it with torch.set_default_device(None), wiping out a default device the caller had set (with device=None it also clears it).
def causal_mask(size, device=None):
    if device is not None:
        torch.set_default_device(device)
    mask = torch.ones(size, size, dtype=torch.bool).tril()
    torch.set_default_device(None)            # back to normal
    return mask
