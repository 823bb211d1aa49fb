# Mistake: "shuffle with `torch.randperm(n, generator=g)` ... or with `drop_last=True` trim it to the largest multiple": the data set is trimmed first and then the trimmed range is shuffled (`randperm(total)`), so with shuffle=True and drop_last=True (e.g. n=10, world_size=4) the last n % world_size indices can never be drawn and the order differs from DistributedSampler's.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    g = torch.Generator()
    g.manual_seed(seed + epoch)
    if drop_last:
        total = (n // world_size) * world_size                    # trim the data set first
        indices = torch.randperm(total, generator=g).tolist() if shuffle else list(range(total))
    else:
        indices = torch.randperm(n, generator=g).tolist() if shuffle else list(range(n))
        total = -(-n // world_size) * world_size
        while n and len(indices) < total:
            indices += indices[:total - len(indices)]
    return indices[rank::world_size]
