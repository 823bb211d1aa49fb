# Mistake: "a list: a new list" — lists come back as a generator (lazy map); it is not a list, has no len(), and is empty the second time it is read.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        return type(batch)((k, move_batch(v, device)) for k, v in batch.items())
    if isinstance(batch, tuple):
        return tuple(move_batch(v, device) for v in batch)
    if isinstance(batch, list):
        return (move_batch(v, device) for v in batch)
    return batch
