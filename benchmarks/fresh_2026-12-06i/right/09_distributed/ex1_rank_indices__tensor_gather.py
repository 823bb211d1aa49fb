# Right: all in tensors: builds the rank's positions with torch.arange(rank, total, W), wraps them modulo n and gathers from the permutation with index_select, converting with .tolist() only at the end.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if drop_last:
        total = n - n % world_size
    else:
        total = -(-n // world_size) * world_size
    if total == 0:
        return []
    g = torch.Generator(device="cpu")
    g.manual_seed(int(seed) + int(epoch))
    base = torch.randperm(n, generator=g) if shuffle else torch.arange(n)
    positions = torch.arange(rank, total, world_size) % n
    return [int(i) for i in base.index_select(0, positions).tolist()]
