# Right: never builds the padded list; position j of the padded/trimmed list is base[j % n], so it reads rank, rank+w, ... directly with a modulo.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if n == 0:
        return []
    if shuffle:
        gen = torch.Generator(device="cpu")
        gen.manual_seed(int(seed) + int(epoch))
        base = torch.randperm(n, generator=gen).tolist()
    else:
        base = list(range(n))
    per_rank = n // world_size if drop_last else (n + world_size - 1) // world_size
    total = per_rank * world_size
    return [int(base[j % n]) for j in range(rank, total, world_size)]
