# Right: compares a column of query positions with a row of key positions made by torch.arange on the requested device (j <= i), a broadcast instead of tril.
def causal_mask(size, device=None):
    i = torch.arange(size, device=device).unsqueeze(1)
    j = torch.arange(size, device=device).unsqueeze(0)
    return j <= i
