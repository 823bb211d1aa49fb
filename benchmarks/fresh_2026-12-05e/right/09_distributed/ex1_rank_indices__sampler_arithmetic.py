# Right: follows the sampler's own arithmetic (num_samples per rank, total size, padding by whole repetitions of the list then a slice), all in integers; the generator is local; n=0 gives []
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        gen = torch.Generator()
        gen.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=gen).tolist()
    else:
        indices = list(range(n))
    if drop_last and n % world_size != 0:
        num_samples = (n - world_size + world_size - 1) // world_size if n >= world_size else 0
    else:
        num_samples = (n + world_size - 1) // world_size
    total = num_samples * world_size
    if not drop_last:
        padding = total - len(indices)
        if padding > 0:
            times = (padding + len(indices) - 1) // len(indices)
            indices = indices + (indices * times)[:padding]
    else:
        indices = indices[:total]
    return indices[rank:total:world_size]
