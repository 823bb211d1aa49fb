# Right: compares a column of query positions with a row of key positions (j <= i), both made with torch.arange on `device` (None: the default device).
def causal_mask(size, device=None):
    positions = torch.arange(size, device=device)
    return positions.unsqueeze(1) >= positions.unsqueeze(0)
