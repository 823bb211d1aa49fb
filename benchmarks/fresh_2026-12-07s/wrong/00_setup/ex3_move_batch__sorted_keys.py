# Mistake: "an OrderedDict may come back as a dict or an OrderedDict, with the same keys in the same order" -- the keys are rebuilt in sorted order, so an OrderedDict({'b': ..., 'a': ...}) comes back with its keys reordered.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        return {k: move_batch(batch[k], device) for k in sorted(batch, key=str)}
    if isinstance(batch, (list, tuple)):
        moved = [move_batch(v, device) for v in batch]
        return tuple(moved) if isinstance(batch, tuple) else moved
    return batch
