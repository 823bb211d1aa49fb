# Right: builds the padded/trimmed index tensor with repeat, then reads rank's column of a (rounds, world_size) reshape instead of slicing indices[rank::world_size].
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        order = torch.randperm(n, generator=g)
    else:
        order = torch.arange(n)
    rounds = n // world_size if drop_last else -(-n // world_size)
    total = rounds * world_size
    if n == 0 or total == 0:
        return []
    reps = -(-total // n)                                     # enough copies of the list, from its start
    full = order.repeat(reps)[:total]
    return [int(i) for i in full.reshape(rounds, world_size)[:, rank]]
