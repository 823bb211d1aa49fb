# Mistake: "pad by repeating the list from its start": with shuffle=True this pads with 0, 1, 2, ... (the start of the data set) instead of the start of the shuffled list, so padded ranks get the wrong extra index (e.g. n=10, world_size=4, rank=2 or 3, shuffle=True).
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        total = (n // world_size) * world_size
        indices = indices[:total]
    else:
        total = -(-n // world_size) * world_size
        padding = total - n
        indices += [i % n for i in range(padding)] if n else []   # repeat the data set from its first sample
    return indices[rank::world_size]
