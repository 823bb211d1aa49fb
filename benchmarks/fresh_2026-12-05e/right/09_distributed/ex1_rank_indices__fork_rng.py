# Right: shuffles with the global CPU generator (torch.default_generator, not torch.manual_seed, which would also reseed CUDA) seeded with seed + epoch inside torch.random.fork_rng(devices=[]) (same stream as a fresh Generator with that seed; the CPU state restored on exit, no warning with devices=[]); pads with itertools.cycle from the list's start; ints via int()
import itertools

def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        with torch.random.fork_rng(devices=[]):
            torch.default_generator.manual_seed(seed + epoch)
            order = [int(i) for i in torch.randperm(n)]
    else:
        order = list(range(n))
    if drop_last:
        total = (n // world_size) * world_size
        order = order[:total]
    else:
        total = -(-n // world_size) * world_size
        order = list(itertools.islice(itertools.cycle(order), total)) if order else []
    return [order[i] for i in range(rank, total, world_size)]
