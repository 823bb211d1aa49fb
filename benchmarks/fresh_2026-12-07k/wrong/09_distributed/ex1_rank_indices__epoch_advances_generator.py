# Mistake: "shuffle with torch.randperm(n, generator=g) where g is a torch.Generator seeded with seed + epoch": this seeds with `seed` and draws `epoch` permutations to "advance" to the epoch, so every epoch > 0 gives another order than DistributedSampler (e.g. n=11, world_size=3, epoch=1).
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed)
        for _ in range(epoch):              # set_epoch moves the generator on by one epoch each time
            torch.randperm(n, generator=g)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        total = (n // world_size) * world_size
        indices = indices[:total]
    else:
        total = -(-n // world_size) * world_size
        while len(indices) < total:
            indices += indices[: total - len(indices)]
    return indices[rank:total:world_size]
