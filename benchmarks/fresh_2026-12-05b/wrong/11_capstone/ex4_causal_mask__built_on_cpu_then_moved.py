# Mistake: "created on `device`" -- builds the mask on the CPU and copies it over with .to(device) (an extra host allocation and transfer).
def causal_mask(size, device=None):
    mask = torch.tril(torch.ones(size, size, dtype=torch.bool))
    return mask.to(device) if device is not None else mask
