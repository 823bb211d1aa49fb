# Right: broadcast comparison of two aranges created on the device: key index j <= query index i.
def causal_mask(size, device=None):
    positions = torch.arange(size, device=device)
    return positions.unsqueeze(1) >= positions.unsqueeze(0)
