# Right: pads by extending the list with slices of itself in a loop (the list's start is always the original start), and trims with a plain slice; no math module, Python lists only after randperm.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    indices = list(range(n))
    if shuffle:
        indices = torch.randperm(n, generator=torch.Generator().manual_seed(seed + epoch)).tolist()
    if drop_last:
        indices = indices[: len(indices) - len(indices) % world_size]
    elif indices:
        while len(indices) % world_size:
            indices.extend(indices[: world_size - len(indices) % world_size])
    return indices[rank::world_size]
