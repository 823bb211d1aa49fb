# Right: all in tensor operations: the seeded permutation (or arange), repeated whole as many times as the padding needs (or trimmed), cut to the total, every world_size-th element from rank, converted with tolist() into Python ints; an empty data set short-circuits to []
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if n == 0:
        return []
    if shuffle:
        generator = torch.Generator().manual_seed(seed + epoch)
        order = torch.randperm(n, generator=generator)
    else:
        order = torch.arange(n)
    total = (n // world_size if drop_last else -(-n // world_size)) * world_size
    repeats = -(-total // n)
    padded = order.repeat(max(repeats, 1))[:total]
    return padded[rank::world_size].tolist()
