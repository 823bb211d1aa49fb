# Mistake: "the caller's setting is as it was when your function returns" / "global state as found": it sets the default device to `device` and resets it with set_default_device(None), so a caller who had set a default device (and passes device="cpu") loses it.
def causal_mask(size, device=None):
    if device is not None:
        torch.set_default_device(device)
    mask = torch.ones(size, size, dtype=torch.bool).tril()
    torch.set_default_device(None)
    return mask
