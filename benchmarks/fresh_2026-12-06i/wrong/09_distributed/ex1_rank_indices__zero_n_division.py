# Mistake: "`n`: an integer from 0 to 40 (smaller than `world_size` included; 0: an empty data set, every rank gets `[]`)" — the padding computes how many copies of the list are needed with a division by n, so n = 0 (drop_last=False) raises ZeroDivisionError instead of returning [].
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
        total = -(-n // world_size) * world_size
        copies = -(-total // n)                      # how many times the list must be repeated
        indices = (indices * copies)[:total]
    return indices[rank::world_size]
