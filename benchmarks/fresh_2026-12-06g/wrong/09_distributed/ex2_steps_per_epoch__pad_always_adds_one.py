# Mistake: "for a data set of `n` samples read through `DataLoader(dataset, batch_size, drop_last=loader_drop_last, sampler=DistributedSampler(dataset, world_size, rank, drop_last=sampler_drop_last))`" — takes the padded per-rank count as n // world_size + 1 ("padding adds one sample per rank"), which agrees with the sampler's ceiling whenever world_size does not divide n (all of the tests cell's cases) but counts one sample too many when it does (n = 64, world_size = 4, batch_size = 16: 2 steps instead of 1) and for n = 0 (1 step instead of 0)
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else n // world_size + 1
    if loader_drop_last:
        return per_rank // batch_size
    return -(-per_rank // batch_size)
