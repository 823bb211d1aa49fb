# Right: compares key and query positions from arange (j <= i) instead of tril on a ones matrix.
def causal_mask(size, device=None):
    pos = torch.arange(size, device=device)
    return pos.unsqueeze(0) <= pos.unsqueeze(1)
