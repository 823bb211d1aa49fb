# Right: compares column and row positions, torch.arange(size)[None, :] <= torch.arange(size)[:, None], both aranges made on `device` (None: the default device, as torch.arange does itself).
def causal_mask(size, device=None):
    positions = torch.arange(size, device=device)
    return positions.unsqueeze(0) <= positions.unsqueeze(1)
