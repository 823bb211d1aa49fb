# Mistake: "for a tensor already on `device`, that is the tensor itself, not a copy": `.to(device, copy=True)` is used so that the new containers never share tensors with the caller's, which returns a copy for a CPU tensor moved to 'cpu'.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device, copy=True)
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, list):
        return [move_batch(item, device) for item in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    return batch
