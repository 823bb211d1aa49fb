# Mistake: "DataLoader(dataset, batch_size, drop_last=loader_drop_last, ...)" (Pitfalls: ignoring one of the two drop_last flags) — always counts the partial last batch as a step
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    return -(-per_rank // batch_size)
