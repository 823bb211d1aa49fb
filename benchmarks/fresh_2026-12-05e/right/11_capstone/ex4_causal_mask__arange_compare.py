# Right: compares row and column indices built on the requested device (None: the default device), i >= j gives the bool lower triangle with the diagonal; works on meta (shape and dtype only)
def causal_mask(size, device=None):
    rows = torch.arange(size, device=device).unsqueeze(1)
    cols = torch.arange(size, device=device).unsqueeze(0)
    return rows >= cols
