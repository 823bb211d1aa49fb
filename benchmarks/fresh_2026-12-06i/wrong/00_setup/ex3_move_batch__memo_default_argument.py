# Mistake: "a tensor: return `tensor.to(device)`" — a memo of moved tensors (meant to move a tensor that appears twice only once) is a mutable default argument keyed on id(tensor) only: it survives between calls, so a later call returns the tensor moved to the first call's device (or a stale object whose id was reused).
def move_batch(batch, device, _moved={}):
    if isinstance(batch, torch.Tensor):
        if id(batch) not in _moved:
            _moved[id(batch)] = batch.to(device)
        return _moved[id(batch)]
    if isinstance(batch, dict):
        return {key: move_batch(value, device, _moved) for key, value in batch.items()}
    if isinstance(batch, list):
        return [move_batch(item, device, _moved) for item in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device, _moved) for item in batch)
    return batch
