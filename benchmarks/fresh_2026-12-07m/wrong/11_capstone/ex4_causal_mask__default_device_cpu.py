# Mistake: "`device=None` means the default device, as for `torch.zeros(..., device=None)`" (a caller that has set a default device gets the mask on it): the signature's default is device="cpu", so causal_mask(5) is made on the CPU even when the caller set another default device.
def causal_mask(size, device="cpu"):
    return torch.ones(size, size, dtype=torch.bool, device=device).tril()
