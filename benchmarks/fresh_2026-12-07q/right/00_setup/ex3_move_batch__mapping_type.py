# Right: recursion that rebuilds each container with its own type (so an OrderedDict stays an OrderedDict) via collections.abc.Mapping checks.
from collections.abc import Mapping


def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, Mapping):
        return type(batch)((key, move_batch(value, device)) for key, value in batch.items())
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    if isinstance(batch, list):
        return [move_batch(item, device) for item in batch]
    return batch
