# Right: recursion through a small dispatch on exact container kinds, building fresh dict/OrderedDict, list and tuple objects; tensors get exactly .to(device); everything else is returned as is.
from collections import OrderedDict

def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, OrderedDict):
        out = OrderedDict()
        for key, value in batch.items():
            out[key] = move_batch(value, device)
        return out
    if isinstance(batch, dict):
        out = {}
        for key, value in batch.items():
            out[key] = move_batch(value, device)
        return out
    if isinstance(batch, list):
        out = []
        for value in batch:
            out.append(move_batch(value, device))
        return out
    if isinstance(batch, tuple):
        return tuple([move_batch(value, device) for value in batch])
    return batch
