# Diagnosis: sampler-drop-ignored
# Pitfall: the sampler always pads, as if sampler_drop_last were never set.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = -(-n // world_size)
    return per_rank // batch_size if loader_drop_last else -(-per_rank // batch_size)
