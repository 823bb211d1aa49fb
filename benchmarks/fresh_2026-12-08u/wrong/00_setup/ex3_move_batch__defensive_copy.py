# Mistake: "for a tensor already on device, that is the tensor itself, not a copy": every tensor is moved with .to(device, copy=True) so the caller's tensors are "safe", so move_batch(t, 'cpu') for a CPU tensor returns a copy instead of t itself.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device, copy=True)   # never hand back the caller's own tensor
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, list):
        return [move_batch(item, device) for item in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    return batch
