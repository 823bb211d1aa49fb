# Mistake: "a caller that has set a default device ... the caller's setting is as it was when your function returns" -- switches the default device to the requested one and back to "cpu", which clobbers a default device the caller had set.
def causal_mask(size, device=None):
    if device is not None:
        torch.set_default_device(device)
    try:
        return torch.ones(size, size, dtype=torch.bool).tril()
    finally:
        if device is not None:
            torch.set_default_device("cpu")
