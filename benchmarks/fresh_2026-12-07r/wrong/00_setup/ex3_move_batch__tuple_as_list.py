# Mistake: "a tuple: a new **tuple** (not a list)" -- lists and tuples are handled by one branch that always builds a list, so a (image, label) tuple comes back as a list.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        return {k: move_batch(v, device) for k, v in batch.items()}
    if isinstance(batch, (list, tuple)):
        return [move_batch(v, device) for v in batch]
    return batch
