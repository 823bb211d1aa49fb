# Right: compares two aranges made on `device` (j <= i by broadcasting) instead of taking tril of a ones matrix.
def causal_mask(size, device=None):
    positions = torch.arange(size, device=device)
    return positions.unsqueeze(1) >= positions.unsqueeze(0)
