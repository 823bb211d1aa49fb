# Mistake: "the number of optimizer steps in one epoch **on each rank**" (Pitfalls: forgetting the world size) — counts the steps of a single-process run over all n samples
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if loader_drop_last:
        return n // batch_size
    return -(-n // batch_size)
