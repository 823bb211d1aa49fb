# Right: one recursive helper that rebuilds each container with its own class (an OrderedDict stays an OrderedDict) from (key, value) pairs or items.
def move_batch(batch, device):
    if torch.is_tensor(batch):
        return batch.to(device)
    if isinstance(batch, dict):
        return batch.__class__((key, move_batch(value, device)) for key, value in batch.items())
    if isinstance(batch, (list, tuple)):
        return batch.__class__([move_batch(item, device) for item in batch])
    return batch
