# Mistake: "a `dict`, `OrderedDict`, `list` or `tuple` of them" — `type(batch) is dict` does not match an OrderedDict, so its tensors are returned unmoved.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if type(batch) is dict:
        return {k: move_batch(v, device) for k, v in batch.items()}
    if type(batch) in (list, tuple):
        return type(batch)(move_batch(v, device) for v in batch)
    return batch
