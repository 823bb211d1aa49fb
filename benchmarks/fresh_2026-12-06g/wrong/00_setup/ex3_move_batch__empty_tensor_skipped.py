# Mistake: "tensors of any dtype and of shapes with sizes 0, 1 and more" — tensors with no elements are skipped as "nothing to move", so a size-0 tensor stays on its old device
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch if batch.numel() == 0 else batch.to(device)
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, list):
        return [move_batch(item, device) for item in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    return batch
