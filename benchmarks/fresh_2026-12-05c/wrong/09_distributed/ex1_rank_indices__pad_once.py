# Mistake: "pad by repeating the list from its start ... (more than once if n is smaller than the padding needed)" — pads with indices[:padding] once, too short when n < padding (e.g. n = 2, world_size = 7)
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[: (n // world_size) * world_size]
    else:
        padding = (-n) % world_size
        indices += indices[:padding]
    return indices[rank::world_size]
