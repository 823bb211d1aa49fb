# Mistake: "return an `int`" and integer arithmetic only -- computes with -(-a // b) but divides the per-rank count by batch_size with `/` and int(), which rounds for n near 2**80 (e.g. steps_per_epoch(2**80 - 1, 1, 3, loader_drop_last=True)).
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    full, rest = int(per_rank / batch_size), per_rank % batch_size
    if loader_drop_last or rest == 0:
        return full
    return full + 1
