# Right: compares a column of query positions with a row of key positions, both made with torch.arange on `device` (None resolves like any factory function's), which broadcasts to the (size, size) boolean mask j <= i
def causal_mask(size, device=None):
    positions = torch.arange(size, device=device)
    return positions.unsqueeze(1) >= positions.unsqueeze(0)
