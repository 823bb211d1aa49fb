# Mistake: "`True` where query position `i` may attend to key position `j`, that is where `j <= i`" (and False elsewhere) -- starts from torch.empty and only writes the True entries, so the entries above the diagonal hold whatever the memory held.
def causal_mask(size, device=None):
    mask = torch.empty(size, size, dtype=torch.bool, device=device)
    for i in range(size):
        mask[i, : i + 1] = True
    return mask
