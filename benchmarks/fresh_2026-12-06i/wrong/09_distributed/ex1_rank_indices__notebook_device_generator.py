# Mistake: "a caller whose notebook runs on an accelerator (`run.device` is a GPU) while the arguments above stay where they are: the result as the reference's (the notebook's device changes nothing: use the arguments')" — the generator and randperm are put on run.device; on a GPU notebook the CUDA generator draws a different permutation than the CPU one DistributedSampler uses.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    dev = run.device                      # keep the permutation next to the model
    if shuffle:
        g = torch.Generator(device=dev)
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g, device=dev).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[: n - n % world_size]
    else:
        total = -(-n // world_size) * world_size
        while len(indices) < total:
            indices += indices[: total - len(indices)]
    return indices[rank::world_size]
