# Right: one integer helper `count(a, b, drop)` used for both the sampler stage and the loader stage, with (a + b - 1) // b as the ceiling
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    def count(a, b, drop):
        return a // b if drop else (a + b - 1) // b

    per_rank = count(int(n), int(world_size), sampler_drop_last)
    return count(per_rank, int(batch_size), loader_drop_last)
