# Mistake: "a boolean tensor ... created on `device`" and "`device=None` means the default device": the mask is built with torch.arange on the CPU and then moved with .to(device) when a device is given, so with device=None and a default device set by the caller it stays on the CPU, and otherwise it is created on the CPU and copied over.
def causal_mask(size, device=None):
    i = torch.arange(size, device="cpu")
    mask = i[:, None] >= i[None, :]
    return mask if device is None else mask.to(device)
