# Mistake: "the length of that DataLoader" — without loader_drop_last the code adds one step for "the last, smaller batch" even when the rank's sample count is a multiple of batch_size (no smaller batch exists), e.g. n=64, world_size=2, batch_size=32 gives 2 instead of 1
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    return per_rank // batch_size + (0 if loader_drop_last else 1) * (per_rank > 0)
