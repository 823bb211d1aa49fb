# Approach: collections.abc checks, type(batch) rebuilds the container, strings excluded.
from collections.abc import Mapping, Sequence


def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, Mapping):
        return type(batch)((k, move_batch(v, device)) for k, v in batch.items())
    if isinstance(batch, Sequence) and not isinstance(batch, (str, bytes)):
        return type(batch)(move_batch(item, device) for item in batch)
    return batch
