# Diagnosis: non-tensor-touched
# Pitfall: turns every leaf into a tensor "to be safe", file names and counts included.
def move_batch(batch, device):
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    if isinstance(batch, list) and not all(isinstance(item, str) for item in batch):
        return [move_batch(item, device) for item in batch]
    return torch.as_tensor(batch).to(device)
