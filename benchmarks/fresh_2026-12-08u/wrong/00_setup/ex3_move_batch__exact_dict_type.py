# Mistake: "batch: ... a dict, OrderedDict, list or tuple of them": containers are recognised with `type(batch) is dict`, so an OrderedDict is treated as "anything else" and comes back with its tensors left where they were.
def move_batch(batch, device):
    kind = type(batch)
    if kind is dict:
        return {key: move_batch(value, device) for key, value in batch.items()}
    if kind is list:
        return [move_batch(item, device) for item in batch]
    if kind is tuple:
        return tuple(move_batch(item, device) for item in batch)
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    return batch
