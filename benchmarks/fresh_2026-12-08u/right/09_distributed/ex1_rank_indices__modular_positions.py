# Right: never builds the padded list: computes this rank's positions rank, rank + W, ... below the total size and reads order[position % n] (padding by wrap-around), trimming by the number of samples per rank.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        order = [int(i) for i in torch.randperm(n, generator=g)]
    else:
        order = list(range(n))
    per_rank = n // world_size if drop_last else -(-n // world_size)
    return [order[(rank + k * world_size) % n] for k in range(per_rank)]
