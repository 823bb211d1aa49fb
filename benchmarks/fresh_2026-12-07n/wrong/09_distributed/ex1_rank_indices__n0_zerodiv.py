# Mistake: "`n`: an integer from 0 to 40 (... 0: an empty data set, every rank gets `[]`)" — the padding repeats the list with `-(-total // n)` copies, a ZeroDivisionError when n == 0.
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
        copies = -(-total // n)                      # how many times the list must be repeated
        indices = (indices * copies)[:total]
    return indices[rank:total:world_size]
