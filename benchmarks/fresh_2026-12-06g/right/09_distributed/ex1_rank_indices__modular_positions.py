# Right: computes the sampler's positions directly: the per-rank count (ceil, or floor with drop_last), then for each of this rank's slots the position rank + k * world_size in the padded list, which is the permutation's entry at that position modulo n (padding repeats from the start, as often as needed); a private generator, nothing global touched
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if n == 0:
        return []
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        order = torch.randperm(n, generator=g).tolist()
    else:
        order = list(range(n))
    per_rank = n // world_size if drop_last else -(-n // world_size)
    return [int(order[(rank + k * world_size) % n]) for k in range(per_rank)]
