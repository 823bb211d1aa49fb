# Mistake: "a `dict`, `OrderedDict`, `list` or `tuple` of them": containers are recognised by their exact type, so an OrderedDict is treated as "anything else" and comes back with its tensors left on the old device.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if type(batch) is dict:
        return {key: move_batch(value, device) for key, value in batch.items()}
    if type(batch) is list:
        return [move_batch(item, device) for item in batch]
    if type(batch) is tuple:
        return tuple(move_batch(item, device) for item in batch)
    return batch
