# Diagnosis: domain-wrong-state
# Pitfall: a memo of moved tensors keyed by id() in a mutable default argument: it survives between calls, and a later call gets an old result once a freed tensor's id is reused.
def move_batch(batch, device, _moved={}):  # noqa: B006 (the mistake itself)
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
