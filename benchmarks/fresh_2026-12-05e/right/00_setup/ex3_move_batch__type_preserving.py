# Right: rebuilds every container with its own type (dict/OrderedDict via type(batch)(pairs), list, tuple), checks str before anything iterable, recursion at any depth; tensors (Parameters too) just .to(device).
from collections import OrderedDict


def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, (str, bytes)) or batch is None:
        return batch
    if isinstance(batch, OrderedDict):
        return OrderedDict((key, move_batch(value, device)) for key, value in batch.items())
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    if isinstance(batch, list):
        return [move_batch(item, device) for item in batch]
    return batch
