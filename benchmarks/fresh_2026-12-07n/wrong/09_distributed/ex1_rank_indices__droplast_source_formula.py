# Mistake: "with `drop_last=True` trim it to the largest multiple of `world_size`" — copies DistributedSampler's ceil((n - W) / W) without its "n % W != 0" condition, so a divisible n (e.g. n=8, W=4, drop_last=True) loses a whole round: each rank gets 1 index instead of 2.
import math

def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        num_samples = max(0, math.ceil((n - world_size) / world_size))   # as in the sampler's source
    else:
        num_samples = math.ceil(n / world_size)
    total = num_samples * world_size
    if not drop_last:
        while len(indices) < total:
            indices += indices[:total - len(indices)]
    indices = indices[:total]
    return indices[rank:total:world_size]
