# No padded list at all: rank r's positions are r, r + W, ... below the padded (or trimmed) length,
# and position i of the padded list is order[i % n].
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        gen = torch.Generator()
        gen.manual_seed(seed + epoch)
        order = torch.randperm(n, generator=gen).tolist()
    else:
        order = list(range(n))
    length = (n // world_size if drop_last else (n + world_size - 1) // world_size) * world_size
    return [order[i % n] for i in range(rank, length, world_size)]
