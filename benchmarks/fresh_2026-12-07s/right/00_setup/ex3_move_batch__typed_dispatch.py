# Right: keeps the container's own type for dicts (OrderedDict stays OrderedDict) by building it from moved items; recursion through one helper.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        return type(batch)((key, move_batch(value, device)) for key, value in batch.items())
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    if isinstance(batch, list):
        return [move_batch(item, device) for item in batch]
    return batch
