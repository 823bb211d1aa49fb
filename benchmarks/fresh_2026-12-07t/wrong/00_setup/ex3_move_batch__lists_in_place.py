# Mistake: "Build new containers: the caller's dict or list must still hold the original tensors afterwards": lists are updated in place (a new dict, but the same list with moved tensors written into it), so a caller's list of tensors now holds the moved ones.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, list):
        for i, item in enumerate(batch):
            batch[i] = move_batch(item, device)
        return batch
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    return batch
