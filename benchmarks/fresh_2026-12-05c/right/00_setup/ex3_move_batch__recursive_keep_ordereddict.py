# Right: recursion that keeps the container type (OrderedDict stays OrderedDict, tuple stays tuple), always building new containers
from collections import OrderedDict


def move_batch(batch, device):
    if torch.is_tensor(batch):
        return batch.to(device)
    if isinstance(batch, OrderedDict):
        return OrderedDict((k, move_batch(v, device)) for k, v in batch.items())
    if isinstance(batch, dict):
        return {k: move_batch(v, device) for k, v in batch.items()}
    if isinstance(batch, tuple):
        return tuple(move_batch(v, device) for v in batch)
    if isinstance(batch, list):
        out = []
        for v in batch:
            out.append(move_batch(v, device))
        return out
    return batch
