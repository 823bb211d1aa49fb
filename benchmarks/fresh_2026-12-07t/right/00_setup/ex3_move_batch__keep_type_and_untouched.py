# Right: keeps the container's own type (an OrderedDict stays one) and returns a container that holds no tensor as the very same object, which the prompt allows.
def _holds_tensor(value):
    if isinstance(value, torch.Tensor):
        return True
    if isinstance(value, dict):
        return any(_holds_tensor(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_holds_tensor(v) for v in value)
    return False


def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if not _holds_tensor(batch):
        return batch
    if isinstance(batch, dict):
        return type(batch)((key, move_batch(value, device)) for key, value in batch.items())
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    return [move_batch(item, device) for item in batch]
