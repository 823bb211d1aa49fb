# Diagnosis: signature
# Pitfall: the prompt's signature is "rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False)"; this copies DistributedSampler's own order (shuffle before seed), so a caller passing epoch, seed, shuffle positionally, e.g. rank_indices(10, 4, 1, 2, 5), gets shuffle=5 and the default seed 0 instead of seed 5, so other indices. (batch m, 2026-12-07)
def rank_indices(n, world_size, rank, epoch=0, shuffle=True, seed=0, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        total = (n // world_size) * world_size
        indices = indices[:total]
    else:
        total = -(-n // world_size) * world_size
        i = 0
        while len(indices) < total:
            indices.append(indices[i])
            i += 1
    return indices[rank:total:world_size]
