# Mistake: "each item handled the same way, at any depth (a dict of lists of tuples, ...)": dicts recurse, but a list or tuple is only scanned for tensors one level down, so a tuple inside a list (a dict of lists of tuples of tensors) keeps its tensors on the old device.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, (list, tuple)):
        items = [item.to(device) if isinstance(item, torch.Tensor)
                 else move_batch(item, device) if isinstance(item, dict) else item
                 for item in batch]
        return items if isinstance(batch, list) else tuple(items)
    return batch
