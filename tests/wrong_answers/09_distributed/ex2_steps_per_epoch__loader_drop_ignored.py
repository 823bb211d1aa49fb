# Diagnosis: loader-drop-ignored
# Pitfall: every rank's last, incomplete batch is counted, even with loader_drop_last=True.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    return -(-per_rank // batch_size)
