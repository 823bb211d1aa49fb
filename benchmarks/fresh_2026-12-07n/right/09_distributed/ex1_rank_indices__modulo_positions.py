# Right: never builds the padded list: position p of the padded list is the shuffled list's p % n, so rank r takes positions r, r + W, ... below num_samples * W.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        order = torch.randperm(n, generator=g).tolist()
    else:
        order = list(range(n))
    num_samples = n // world_size if drop_last else -(-n // world_size)
    return [order[p % n] for p in range(rank, num_samples * world_size, world_size)]
