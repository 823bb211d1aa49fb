# Diagnosis: non-tensor-touched
# Pitfall: treats every collections.abc.Sequence as a container, strings included, and rebuilds them from a generator.
from collections.abc import Mapping, Sequence
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, Mapping):
        return {k: move_batch(v, device) for k, v in batch.items()}
    if isinstance(batch, Sequence):
        return type(batch)(move_batch(v, device) for v in batch)
    return batch
