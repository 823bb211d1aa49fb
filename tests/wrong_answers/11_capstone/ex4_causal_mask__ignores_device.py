# Diagnosis: ignores-device
# Pitfall: the mask is always made on the CPU; on a GPU the attention call fails (or copies it every step).
def causal_mask(size, device=None):
    return torch.tril(torch.ones(size, size)).bool()
