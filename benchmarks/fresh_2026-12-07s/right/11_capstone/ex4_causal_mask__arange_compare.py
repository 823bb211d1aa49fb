# Right: compares a column of query positions with a row of key positions (j <= i) made by torch.arange on the given device.
def causal_mask(size, device=None):
    q = torch.arange(size, device=device).unsqueeze(1)
    k = torch.arange(size, device=device).unsqueeze(0)
    return k <= q
