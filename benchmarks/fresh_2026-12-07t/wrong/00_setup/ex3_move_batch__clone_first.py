# Mistake: "return what `tensor.to(device)` returns, nothing else (for a tensor already on `device`, that is the tensor itself, not a copy)": every tensor is cloned before the move, so moving to the device it is already on returns a copy instead of the tensor itself.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.clone().to(device)   # a tensor of our own, never the caller's
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, list):
        return [move_batch(item, device) for item in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    return batch
