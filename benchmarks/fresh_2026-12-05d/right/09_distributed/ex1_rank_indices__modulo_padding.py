# Right: integer ceiling/floor for the total, padding by cycling with i % n (repeats from the start as often as needed), then a strided slice; own Generator, so no global state is touched
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = [int(i) for i in torch.randperm(n, generator=g).tolist()]
    else:
        indices = list(range(n))
    if drop_last:
        total = (n // world_size) * world_size
    else:
        total = -(-n // world_size) * world_size
    padded = [indices[i % n] for i in range(total)] if n else []
    return padded[rank:total:world_size]
