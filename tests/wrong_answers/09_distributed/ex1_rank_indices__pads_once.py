# Diagnosis: padding-once
# Pitfall: pads with one slice of the list, too short when n is smaller than the padding needed.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator().manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        total = n // world_size * world_size
        indices = indices[:total]
    else:
        total = -(-n // world_size) * world_size
        indices = indices + indices[:total - n]
    return indices[rank:total:world_size]
