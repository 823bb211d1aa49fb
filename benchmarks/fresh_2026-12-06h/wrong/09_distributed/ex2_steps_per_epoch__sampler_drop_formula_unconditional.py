# Mistake: "The tests compare with the length of that `DataLoader` for many sizes ... and both flags" — it ports DistributedSampler's drop_last formula ceil((n - W) / W) but applies it also when n is a multiple of world_size, where the sampler drops nothing (n = 8, world_size 4, batch 1, sampler_drop_last=True: 1 instead of 2).
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last:
        per_rank = max(0, -(-(n - world_size) // world_size))   # DistributedSampler: ceil((n - W) / W)
    else:
        per_rank = -(-n // world_size)
    if loader_drop_last:
        return per_rank // batch_size
    return -(-per_rank // batch_size)
