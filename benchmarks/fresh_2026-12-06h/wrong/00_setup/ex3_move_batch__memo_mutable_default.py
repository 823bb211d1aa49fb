# Mistake: "return batch with every tensor in it moved to device with .to(device)" (and "device: 'meta' or 'cpu'") — a memo of already-moved tensors, keyed by id(tensor), lives in a mutable default argument and survives between calls: a later call returns a tensor moved by an earlier call (the old device, or a dead tensor whose id was reused by a new one).
def move_batch(batch, device, _moved={}):
    if isinstance(batch, torch.Tensor):
        key = id(batch)
        if key not in _moved:          # the same tensor may appear in several places of a batch
            _moved[key] = batch.to(device)
        return _moved[key]
    if isinstance(batch, dict):
        return {key: move_batch(value, device, _moved) for key, value in batch.items()}
    if isinstance(batch, list):
        return [move_batch(item, device, _moved) for item in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device, _moved) for item in batch)
    return batch
