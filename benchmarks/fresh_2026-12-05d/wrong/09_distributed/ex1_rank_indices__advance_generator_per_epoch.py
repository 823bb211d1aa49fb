# Mistake: "shuffle with `torch.randperm(n, generator=g)` where `g` is a `torch.Generator` seeded with `seed + epoch`" — seeds with `seed` and draws one permutation per past epoch instead, so every epoch after 0 gets a different order than DistributedSampler's
import math


def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed)
        for _ in range(epoch):                  # each epoch is the next permutation
            torch.randperm(n, generator=g)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        total = n - n % world_size
        indices = indices[:total]
    else:
        total = math.ceil(n / world_size) * world_size
        while len(indices) < total:
            indices += indices[: total - len(indices)]
    return indices[rank:total:world_size]
