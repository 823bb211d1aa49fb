# Mistake: "Build new containers: the caller's dict or list must still hold the original tensors afterwards." — dicts and lists are updated in place, so the caller's batch now holds the moved tensors.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        for key in batch:
            batch[key] = move_batch(batch[key], device)
        return batch
    if isinstance(batch, list):
        for i, item in enumerate(batch):
            batch[i] = move_batch(item, device)
        return batch
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    return batch
