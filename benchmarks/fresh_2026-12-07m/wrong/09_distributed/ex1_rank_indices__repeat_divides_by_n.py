# Mistake: "`n`: an integer from 0 to 40 (... 0: an empty data set, every rank gets `[]`)": the padding repeats the list `total // n + 1` times, which raises ZeroDivisionError for n = 0 instead of returning [].
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator().manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        total = n - n % world_size
        indices = indices[:total]
    else:
        total = -(-n // world_size) * world_size
        indices = (indices * (total // n + 1))[:total]
    return indices[rank::world_size]
