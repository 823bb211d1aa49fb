# Mistake: "shuffle with `torch.randperm(n, ...)` ...; pad by repeating the list from its start until its length is a multiple of `world_size`" — pads the index list first and shuffles the padded list with randperm(total), so the order (and which indices repeat) differs from DistributedSampler's whenever padding is needed
import math


def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if drop_last:
        total = n - n % world_size
        indices = list(range(n))[:total] if not shuffle else None
    else:
        total = math.ceil(n / world_size) * world_size
    base = list(range(n))
    padded = [base[i % n] for i in range(total)] if n else []
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        if drop_last:
            padded = torch.randperm(n, generator=g).tolist()[:total]
        else:
            order = torch.randperm(total, generator=g).tolist()
            padded = [padded[i] for i in order]
    return padded[rank::world_size]
