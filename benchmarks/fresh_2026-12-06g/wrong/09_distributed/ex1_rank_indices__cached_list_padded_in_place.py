# Mistake: "returning the Python list of ints (data set indices) that `DistributedSampler` gives `rank` in `epoch`" — caches each epoch's permutation so that the ranks of one epoch share it, but pads the cached list in place: the first call is right, a later call with the same (n, seed, epoch) and another world_size (or drop_last) starts from an already padded list and returns extra or wrong indices
_permutations = {}


def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    key = (n, seed + epoch, shuffle)
    if key not in _permutations:
        if shuffle:
            g = torch.Generator().manual_seed(seed + epoch)
            _permutations[key] = torch.randperm(n, generator=g).tolist()
        else:
            _permutations[key] = list(range(n))
    indices = _permutations[key]
    if drop_last:
        total = len(indices) // world_size * world_size
    else:
        total = -(-len(indices) // world_size) * world_size
        start = len(indices)
        while indices and len(indices) < total:
            indices.append(indices[len(indices) - start])
    return indices[rank:total:world_size]
