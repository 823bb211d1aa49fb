# Mistake: "with `drop_last=True` trim it to the largest multiple of `world_size`" and "`n` smaller than `world_size` included": the per-rank count is computed as `int((n - world_size) / world_size) + 1`, and int() truncates toward zero, so for 0 < n < world_size (e.g. n=3, world_size=8, drop_last=True) it gives 1 instead of 0 and ranks 0..n-1 get one index instead of `[]`.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        per_rank = int((n - world_size) / world_size) + 1      # DistributedSampler's ceil((n - w) / w), by hand
    else:
        per_rank = -(-n // world_size)
    total = per_rank * world_size
    if n:
        while len(indices) < total:
            indices += indices[:total - len(indices)]
    indices = indices[:total]
    return indices[rank::world_size]
