# Right: builds new containers with explicit loops and appends instead of comprehensions; plain dict for any dict kind.
def move_batch(batch, device):
    if torch.is_tensor(batch):
        return batch.to(device)
    if isinstance(batch, dict):
        out = {}
        for key in batch:
            out[key] = move_batch(batch[key], device)
        return out
    if isinstance(batch, (list, tuple)):
        items = []
        for item in batch:
            items.append(move_batch(item, device))
        return tuple(items) if isinstance(batch, tuple) else items
    return batch
