# Mistake: "Build new containers: the caller's dict or list must still hold the original tensors afterwards" — writes the moved values back into the caller's dict.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        for key, value in batch.items():
            batch[key] = move_batch(value, device)
        return batch
    if isinstance(batch, list):
        return [move_batch(v, device) for v in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(v, device) for v in batch)
    return batch
