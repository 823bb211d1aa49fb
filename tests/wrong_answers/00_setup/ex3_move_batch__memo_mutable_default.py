# Diagnosis: domain-wrong-state
# Pitfall: a memo of moved tensors keyed by id() in a mutable default argument: it survives between calls, so moving the same tensor again, to another device, returns the old copy (the memo keeps each input alive, so no id is reused and the failure does not depend on the allocator).
def move_batch(batch, device, _moved={}):  # noqa: B006 (the mistake itself)
    if isinstance(batch, torch.Tensor):
        key = id(batch)
        if key not in _moved:          # the same tensor may appear in several places of a batch
            _moved[key] = (batch, batch.to(device))   # the input kept alive: its id stays its own
        return _moved[key][1]
    if isinstance(batch, dict):
        return {key: move_batch(value, device, _moved) for key, value in batch.items()}
    if isinstance(batch, list):
        return [move_batch(item, device, _moved) for item in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device, _moved) for item in batch)
    return batch
