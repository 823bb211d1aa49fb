# Mistake: "`batch`: ... a `dict`, `OrderedDict`, `list` or `tuple` of them" -- containers are matched with type(...) is dict, so an OrderedDict is treated as a plain value and its tensors are not moved.
def move_batch(batch, device):
    kind = type(batch)
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if kind is dict:
        return {k: move_batch(v, device) for k, v in batch.items()}
    if kind is list:
        return [move_batch(v, device) for v in batch]
    if kind is tuple:
        return tuple(move_batch(v, device) for v in batch)
    return batch
