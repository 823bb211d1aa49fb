# Mistake: "return tensor.to(device), nothing else: the same shape (a size-1 dimension included)" — squeezes tensors while moving them, so a (B, 1) column or a batch of one loses a dimension.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device).squeeze()
    if isinstance(batch, dict):
        return {k: move_batch(v, device) for k, v in batch.items()}
    if isinstance(batch, list):
        return [move_batch(v, device) for v in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(v, device) for v in batch)
    return batch
