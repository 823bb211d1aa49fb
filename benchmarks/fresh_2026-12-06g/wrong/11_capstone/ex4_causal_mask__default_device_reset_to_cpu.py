# Mistake: "the inputs come back unchanged and global state as found" (and "`device=None` means the default device") — makes the mask through torch.set_default_device(device) and then resets the default to "cpu": a caller whose default device was something else (set_default_device("meta") or a GPU) finds it changed to the CPU, and device=None first clears the caller's default, so the mask is made on the CPU instead of on it
def causal_mask(size, device=None):
    torch.set_default_device(device)
    try:
        mask = torch.tril(torch.ones(size, size)).bool()
    finally:
        torch.set_default_device("cpu")
    return mask
