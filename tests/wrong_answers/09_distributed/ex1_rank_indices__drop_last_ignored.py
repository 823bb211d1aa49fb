# Diagnosis: drop-last-ignored
# Pitfall: always pads, even when drop_last=True asks to trim the tail instead.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        indices = torch.randperm(n, generator=torch.Generator().manual_seed(seed + epoch)).tolist()
    else:
        indices = list(range(n))
    total = -(-n // world_size) * world_size
    while len(indices) < total:
        indices += indices[:total - len(indices)]
    return indices[rank:total:world_size]
