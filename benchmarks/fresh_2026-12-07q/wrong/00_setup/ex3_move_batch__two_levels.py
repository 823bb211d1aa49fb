# Mistake: "however deeply it is nested ... at any depth (a dict of lists of tuples, ...)": only the top level and one level below are handled, so the tensors in {"x": [(t,)]} stay where they were.
def _move_flat(value, device):
    if isinstance(value, torch.Tensor):
        return value.to(device)
    if isinstance(value, dict):
        return {k: (v.to(device) if isinstance(v, torch.Tensor) else v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(v.to(device) if isinstance(v, torch.Tensor) else v for v in value)
    return value


def move_batch(batch, device):
    if isinstance(batch, dict):
        return {key: _move_flat(value, device) for key, value in batch.items()}
    if isinstance(batch, (list, tuple)):
        return type(batch)(_move_flat(item, device) for item in batch)
    return _move_flat(batch, device)
