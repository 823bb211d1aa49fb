# Mistake: "device=None means the default device, as for torch.zeros(..., device=None)" and "a caller that has set a default device ... with device=None the result is on it" — `device or "cpu"` pins None to the CPU, so after torch.set_default_device(...) the mask is still made on the CPU.
def causal_mask(size, device=None):
    return torch.ones(size, size, dtype=torch.bool, device=device or "cpu").tril()
