# Mistake: "batch: ... a dict, OrderedDict, list or tuple of them": containers are recognised by exact type (type(x) is dict), so an OrderedDict falls into "anything else" and comes back with its tensors not moved.
def move_batch(batch, device):
    kind = type(batch)
    if kind is torch.Tensor or kind is torch.nn.Parameter:
        return batch.to(device)
    if kind is dict:
        return {key: move_batch(value, device) for key, value in batch.items()}
    if kind is list:
        return [move_batch(item, device) for item in batch]
    if kind is tuple:
        return tuple(move_batch(item, device) for item in batch)
    return batch
