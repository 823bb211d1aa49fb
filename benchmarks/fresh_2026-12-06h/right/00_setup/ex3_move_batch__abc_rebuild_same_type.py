# Right: recognises containers by collections.abc (Mapping, and list/tuple among Sequences, with strings and bytes excluded) and rebuilds each with its own type, so an OrderedDict stays an OrderedDict and a tuple a tuple; written with an explicit helper per container kind.
from collections.abc import Mapping


def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, Mapping):
        return type(batch)((key, move_batch(value, device)) for key, value in batch.items())
    if isinstance(batch, (list, tuple)) and not isinstance(batch, (str, bytes)):
        items = [move_batch(item, device) for item in batch]
        return tuple(items) if isinstance(batch, tuple) else items
    return batch
