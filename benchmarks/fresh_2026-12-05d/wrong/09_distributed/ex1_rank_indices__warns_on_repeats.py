# Mistake: "your own generator: the global random state ... must be left as it was, and nothing may be printed to stderr" — warns (on stderr) whenever padding repeats samples, e.g. n=10 over 4 ranks
import math
import warnings


def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[: n - n % world_size]
    else:
        total = math.ceil(n / world_size) * world_size
        if total > n:
            warnings.warn(f"padding {total - n} repeated samples so that every rank gets {total // world_size}")
        indices = [indices[i % n] for i in range(total)] if n else []
    return indices[rank::world_size]
