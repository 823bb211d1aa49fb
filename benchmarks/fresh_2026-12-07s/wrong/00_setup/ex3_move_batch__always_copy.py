# Mistake: "for a tensor already on device, that is the tensor itself, not a copy" -- .to(device, copy=True) makes a copy even when device is 'cpu' and the tensor is already there.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device, copy=True)
    if isinstance(batch, dict):
        return {k: move_batch(v, device) for k, v in batch.items()}
    if isinstance(batch, list):
        return [move_batch(v, device) for v in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(v, device) for v in batch)
    return batch
