# Right: compares broadcast position indices (key j <= query i) built with torch.arange on the requested device, instead of tril of a ones matrix; torch.arange(device=None) follows the default device.
def causal_mask(size, device=None):
    positions = torch.arange(size, device=device)
    return positions.unsqueeze(1) >= positions.unsqueeze(0)
