# A container that holds no tensor (a dict included) comes back as the caller's own object: nothing in it to move, which the list allows (batch l, 2026-12-07: the prompt allowed it for lists and tuples only, and now says dicts too).
def _has_tensor(value):
    if isinstance(value, torch.Tensor):
        return True
    if isinstance(value, dict):
        return any(_has_tensor(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_has_tensor(v) for v in value)
    return False


def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if not _has_tensor(batch):
        return batch                           # nothing to move: skip the copy
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    return [move_batch(item, device) for item in batch]
