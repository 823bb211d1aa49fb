# Mistake: "pad by repeating the list from its start until its length is a multiple of `world_size`" — the padding is taken from the end of the list (indices[-pad:]), so the ranks that receive padding get other indices than DistributedSampler's (and a too-short list when the padding exceeds n)
import torch


def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[: (n // world_size) * world_size]
    else:
        pad = (-n) % world_size
        if pad and indices:
            indices = indices + indices[-pad:]
    return indices[rank::world_size]
