# Mistake: "sampler=DistributedSampler(dataset, world_size, rank, drop_last=sampler_drop_last)" (Pitfalls: ignoring one of the two drop_last flags) — always pads the sampler's share up, even when it trims
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = -(-n // world_size)
    return per_rank // batch_size if loader_drop_last else -(-per_rank // batch_size)
