# Mistake: "created on device" (the tests pass device="meta") — the row positions are made on `device` but the column positions on the default device, so for device="meta" (or "cpu" under another default device) the comparison mixes devices and raises RuntimeError.
def causal_mask(size, device=None):
    i = torch.arange(size, device=device)[:, None]
    j = torch.arange(size)[None, :]
    return j <= i
