# Mistake: "the same shape (a size-1 dimension included)" — squeezes tensors while moving them, so a (1, 3) batch of one comes back as (3,)
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.squeeze().to(device)
    if isinstance(batch, dict):
        return {k: move_batch(v, device) for k, v in batch.items()}
    if isinstance(batch, list):
        return [move_batch(v, device) for v in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(v, device) for v in batch)
    return batch
