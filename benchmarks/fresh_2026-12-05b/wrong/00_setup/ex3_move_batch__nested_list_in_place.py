# Mistake: "Build new containers: the caller's dict or list must still hold the original tensors afterwards" — the top-level dict is new but lists are updated in place.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        return {k: move_batch(v, device) for k, v in batch.items()}
    if isinstance(batch, list):
        for i, v in enumerate(batch):
            batch[i] = move_batch(v, device)
        return batch
    if isinstance(batch, tuple):
        return tuple(move_batch(v, device) for v in batch)
    return batch
