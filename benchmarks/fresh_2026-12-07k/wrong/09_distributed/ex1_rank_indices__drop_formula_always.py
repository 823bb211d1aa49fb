# Mistake: "with drop_last=True trim it to the largest multiple of world_size": this copies the sampler's ceil((n - world_size) / world_size) per rank without its `n % world_size != 0` condition, so when n is already a multiple it drops a whole extra round (e.g. n=8, world_size=4, drop_last=True gives 1 index per rank instead of 2).
import math

def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        per_rank = max(0, math.ceil((n - world_size) / world_size))
    else:
        per_rank = math.ceil(n / world_size)
    total = per_rank * world_size
    if total <= len(indices):
        indices = indices[:total]
    else:
        while len(indices) < total:
            indices += indices[: total - len(indices)]
    return indices[rank:total:world_size]
