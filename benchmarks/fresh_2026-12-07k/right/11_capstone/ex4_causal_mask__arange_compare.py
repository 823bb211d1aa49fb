# Right: compares a column of query positions with a row of key positions (j <= i) from torch.arange on the given device, instead of tril on a matrix of ones.
def causal_mask(size, device=None):
    positions = torch.arange(size, device=device)
    return positions[None, :] <= positions[:, None]
