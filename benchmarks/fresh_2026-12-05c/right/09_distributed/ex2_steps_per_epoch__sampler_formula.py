# Right: mirrors DistributedSampler's own formula with integer ceilings: with drop_last and a remainder, num_samples = ceil((n - w) / w) (= n // w, clamped at 0 for n < w), else ceil(n / w); then floor or ceiling by batch_size
def _ceil_div(a, b):
    return -(-a // b)

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last and n % world_size != 0:
        num_samples = max(0, _ceil_div(n - world_size, world_size))
    else:
        num_samples = _ceil_div(n, world_size)
    if loader_drop_last:
        return num_samples // batch_size
    return _ceil_div(num_samples, batch_size)
