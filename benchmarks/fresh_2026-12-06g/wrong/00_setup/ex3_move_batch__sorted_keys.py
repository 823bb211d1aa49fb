# Mistake: "an OrderedDict may come back as a dict or an OrderedDict, with the same keys in the same order" — the keys are walked in sorted order to build the new dict, so a dict or OrderedDict whose keys are not already sorted ("label" before "image") comes back reordered
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        return {key: move_batch(batch[key], device) for key in sorted(batch, key=str)}
    if isinstance(batch, list):
        return [move_batch(item, device) for item in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    return batch
