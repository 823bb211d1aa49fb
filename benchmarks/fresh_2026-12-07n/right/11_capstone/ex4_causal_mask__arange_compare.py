# Right: compares a column of query positions with a row of key positions (j <= i) from torch.arange on `device` (None falls through to the default device, as for any factory).
def causal_mask(size, device=None):
    query = torch.arange(size, device=device).unsqueeze(1)
    key = torch.arange(size, device=device).unsqueeze(0)
    return key <= query
