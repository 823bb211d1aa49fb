# Mistake: "for a data set of n samples read through ... DistributedSampler(..., drop_last=sampler_drop_last)" — copies the sampler's (n - world_size) / world_size but floors instead of ceiling it, one sample short per rank when world_size does not divide n (and negative counts when n < world_size)
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last and n % world_size != 0:
        per_rank = (n - world_size) // world_size
    else:
        per_rank = -(-n // world_size)
    return per_rank // batch_size if loader_drop_last else -(-per_rank // batch_size)
