# Right: compares key and query positions, arange(size)[None, :] <= arange(size)[:, None], created on `device` (None follows the default device like every factory).
def causal_mask(size, device=None):
    positions = torch.arange(size, device=device)
    return positions.unsqueeze(0) <= positions.unsqueeze(1)
