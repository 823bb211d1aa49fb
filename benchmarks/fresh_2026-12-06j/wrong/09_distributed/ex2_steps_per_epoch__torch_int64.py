# Mistake: "`n`: ... from about `2**53` to `2**80` (past `2**63 - 1` ... the count is what the same arithmetic gives)": the arithmetic runs on int64 tensors, exact below 2**63 but torch.tensor(n) raises an overflow error for n >= 2**63.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    n_t = torch.tensor(n, dtype=torch.int64)
    per_rank = n_t // world_size if sampler_drop_last else -(-n_t // world_size)
    steps = per_rank // batch_size if loader_drop_last else -(-per_rank // batch_size)
    return int(steps)
