# Diagnosis: tuple-became-list
# Pitfall: one branch for lists and tuples that always builds a list.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, (list, tuple)):
        return [move_batch(item, device) for item in batch]
    return batch
