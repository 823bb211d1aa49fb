# Right: DistributedSampler's own num_samples rule written with integers (drop_last and n % w: ceil((n - w) / w)), then the loader's ceil/floor by batch size.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last and n % world_size != 0:
        num_samples = -(-(n - world_size) // world_size)
    else:
        num_samples = -(-n // world_size)
    num_samples = max(num_samples, 0)
    if loader_drop_last:
        return num_samples // batch_size
    return (num_samples + batch_size - 1) // batch_size
