# Mistake: "the same shape (a size-1 dimension included)" — tensors are squeezed before the move (to "clean up" a batch of one), so shapes like (1, 3) or (2, 1, 4, 4) change.
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
