# Mistake: "a dict: a new dict with the same keys" (must-handle: "an OrderedDict may come back as a dict or an OrderedDict, with the same keys in the same order") — it rebuilds dicts over sorted(keys) "for a deterministic batch", so the key order changes (and keys of mixed types raise TypeError).
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        return {key: move_batch(batch[key], device) for key in sorted(batch)}
    if isinstance(batch, (list, tuple)):
        moved = [move_batch(item, device) for item in batch]
        return tuple(moved) if isinstance(batch, tuple) else moved
    return batch
