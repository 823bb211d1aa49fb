# Right: no padded list at all: rank r's k-th index sits at position r + k*world_size of the padded list, which is the base list's element at that position modulo n.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        base = torch.randperm(n, generator=g).tolist()
    else:
        base = list(range(n))
    per_rank = n // world_size if drop_last else -(-n // world_size)
    return [base[(rank + k * world_size) % n] for k in range(per_rank)]
