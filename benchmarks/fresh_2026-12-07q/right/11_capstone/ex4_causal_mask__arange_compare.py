# Right: compares a column of query positions with a row of key positions (i >= j) from torch.arange instead of taking tril of a matrix of ones; device=None is passed through, so the default device applies.
def causal_mask(size, device=None):
    pos = torch.arange(size, device=device)
    return pos.unsqueeze(1) >= pos.unsqueeze(0)
