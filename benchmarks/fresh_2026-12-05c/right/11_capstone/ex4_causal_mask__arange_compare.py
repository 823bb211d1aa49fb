# Right: compares key positions with query positions, arange(size)[None, :] <= arange(size)[:, None], both created on the requested device, which yields a bool (size, size) mask with the diagonal included
def causal_mask(size, device=None):
    pos = torch.arange(size, device=device)
    return pos.unsqueeze(0) <= pos.unsqueeze(1)
