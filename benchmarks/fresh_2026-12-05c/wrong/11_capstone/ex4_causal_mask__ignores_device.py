# Mistake: "created on device ... (they pass device="meta")" — builds the mask on the CPU and never uses the device argument
def causal_mask(size, device=None):
    return torch.tril(torch.ones(size, size)).bool()
