# Right: a recursion that rebuilds mappings with the caller's own mapping type (OrderedDict stays OrderedDict) and dispatches on exact container kinds via a small table.
from collections import OrderedDict


def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, OrderedDict):
        return OrderedDict((k, move_batch(v, device)) for k, v in batch.items())
    if isinstance(batch, dict):
        return {k: move_batch(v, device) for k, v in batch.items()}
    rebuild = {list: list, tuple: tuple}.get(type(batch))
    if rebuild is not None:
        return rebuild(move_batch(item, device) for item in batch)
    return batch
