# Mistake: "the global random state, `torch.manual_seed` included, must be left as it was, every device's generators too, since `torch.manual_seed` reseeds a GPU's as well" - this protects only the CPU generator (fork_rng(devices=[])) and then calls torch.manual_seed, so on a machine with a GPU the CUDA generator is left reseeded to seed + epoch.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        with torch.random.fork_rng(devices=[]):
            torch.manual_seed(seed + epoch)
            indices = torch.randperm(n).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[: n - n % world_size]
    elif n:
        total = -(-n // world_size) * world_size
        indices = [indices[i % n] for i in range(total)]
    return indices[rank::world_size]
