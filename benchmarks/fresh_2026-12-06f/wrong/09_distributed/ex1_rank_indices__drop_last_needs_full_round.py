# Mistake: "or with `drop_last=True` trim it to the largest multiple of `world_size` instead" (with n smaller than world_size that multiple is 0) — the trim is applied only when at least one full round exists, so n < world_size with drop_last=True pads instead of returning []
import torch


def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last and n >= world_size:
        indices = indices[: n - n % world_size]
    elif n:
        total = -(-n // world_size) * world_size
        while len(indices) < total:
            indices += indices[: total - len(indices)]
    return indices[rank::world_size]
