# Diagnosis: no-padding
# Pitfall: no padding or trimming: ranks get different numbers of samples, as with a hand-made split.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator().manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    return indices[rank::world_size]
