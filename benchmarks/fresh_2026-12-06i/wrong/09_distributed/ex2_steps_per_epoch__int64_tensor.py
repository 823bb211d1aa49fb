# Mistake: "`n`: an integer from 0 to 300, or from about `2**53` to `2**80`" — the arithmetic is done in int64 tensors (torch.div with rounding_mode), which cannot even hold n above 2**63 - 1: torch.tensor(n) raises for n from 2**63 to 2**80.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    total = torch.tensor(n, dtype=torch.int64)
    if sampler_drop_last:
        per_rank = torch.div(total, world_size, rounding_mode="floor")
    else:
        per_rank = -torch.div(-total, world_size, rounding_mode="floor")
    if loader_drop_last:
        steps = torch.div(per_rank, batch_size, rounding_mode="floor")
    else:
        steps = -torch.div(-per_rank, batch_size, rounding_mode="floor")
    return int(steps)
