# Mistake: "every tensor in it moved ... however deeply it is nested ... at any depth (a dict of lists of tuples, ...)": only the top container and the items directly inside it are handled, so a tensor in a tuple inside a list inside a dict stays where it was.
def _move_item(item, device):
    if isinstance(item, torch.Tensor):
        return item.to(device)
    if isinstance(item, list):
        return [x.to(device) if isinstance(x, torch.Tensor) else x for x in item]
    if isinstance(item, tuple):
        return tuple(x.to(device) if isinstance(x, torch.Tensor) else x for x in item)
    return item


def move_batch(batch, device):
    if isinstance(batch, dict):
        return {key: _move_item(value, device) for key, value in batch.items()}
    if isinstance(batch, list):
        return [_move_item(item, device) for item in batch]
    if isinstance(batch, tuple):
        return tuple(_move_item(item, device) for item in batch)
    return _move_item(batch, device)
