# Mistake: "Build new containers: the caller's dict or list must still hold the original tensors afterwards" — writes the moved tensors back into the caller's dict and list
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        for k in batch:
            batch[k] = move_batch(batch[k], device)
        return batch
    if isinstance(batch, list):
        for i, v in enumerate(batch):
            batch[i] = move_batch(v, device)
        return batch
    if isinstance(batch, tuple):
        return tuple(move_batch(v, device) for v in batch)
    return batch
