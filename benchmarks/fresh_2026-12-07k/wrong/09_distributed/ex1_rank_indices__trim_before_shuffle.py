# Mistake: "with drop_last=True trim it to the largest multiple of world_size instead" (trim the shuffled list): this shuffles only range(total), so with shuffle=True and n not a multiple of world_size the kept indices differ from DistributedSampler's (e.g. n=11, world_size=3, drop_last=True).
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if drop_last:
        total = (n // world_size) * world_size
    else:
        total = -(-n // world_size) * world_size
    kept = min(n, total)                       # the samples that survive the trimming
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(kept, generator=g).tolist()
    else:
        indices = list(range(kept))
    while len(indices) < total:
        indices += indices[: total - len(indices)]
    return indices[rank:total:world_size]
