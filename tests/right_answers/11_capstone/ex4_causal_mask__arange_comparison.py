# Approach: compare key and query positions built with arange.
def causal_mask(size, device=None):
    positions = torch.arange(size, device=device)
    return positions.unsqueeze(1) >= positions.unsqueeze(0)
