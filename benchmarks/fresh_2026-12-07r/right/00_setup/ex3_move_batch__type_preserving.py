# Right: rebuilds each container with its own type (type(batch)(...)), so an OrderedDict stays an OrderedDict; Mapping checked via collections.abc.
from collections.abc import Mapping


def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, Mapping):
        return type(batch)((key, move_batch(value, device)) for key, value in batch.items())
    if isinstance(batch, (list, tuple)):
        return type(batch)(move_batch(item, device) for item in batch)
    return batch
