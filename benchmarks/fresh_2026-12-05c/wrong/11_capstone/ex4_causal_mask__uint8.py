# Mistake: "a boolean tensor (dtype=torch.bool ...)" — returns a uint8 mask of 0s and 1s (the old byte-mask style), which SDPA does not read as a boolean mask
def causal_mask(size, device=None):
    return torch.tril(torch.ones(size, size, dtype=torch.uint8, device=device))
