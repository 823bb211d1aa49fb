# Mistake: "a tensor: return what `tensor.to(device)` returns, nothing else (for a tensor already on `device`, that is the tensor itself, not a copy)" -- copy=True makes a new tensor even when the tensor is already on `device` (e.g. a CPU tensor moved to 'cpu').
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
