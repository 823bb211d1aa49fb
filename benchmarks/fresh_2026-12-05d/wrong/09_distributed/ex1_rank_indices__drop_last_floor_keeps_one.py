# Mistake: "or with `drop_last=True` trim it to the largest multiple of `world_size` instead" — keeps at least one sample per rank when n < world_size (padding up to world_size), where DistributedSampler with drop_last=True gives every rank []
import math


def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last and n >= world_size:
        total = (n // world_size) * world_size
    else:
        total = math.ceil(n / world_size) * world_size
    padded = [indices[i % n] for i in range(total)] if n else []
    return padded[rank::world_size]
