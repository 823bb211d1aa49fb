# Mistake: "of shape `(size, size)`, created on `device`" — compares two aranges made on the default device and ignores the device argument, so causal_mask(n, device="meta") (or a GPU) comes back on the CPU
def causal_mask(size, device=None):
    positions = torch.arange(size)
    return positions[:, None] >= positions[None, :]
