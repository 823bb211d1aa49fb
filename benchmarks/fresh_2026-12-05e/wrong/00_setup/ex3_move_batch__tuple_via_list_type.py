# Mistake: "a list: a new list; a tuple: a new **tuple** (not a list)" — `isinstance(batch, (list, tuple))` followed by a list comprehension turns every tuple, at every depth, into a list.
def move_batch(batch, device):
    if torch.is_tensor(batch):
        return batch.to(device)
    if isinstance(batch, dict):
        return type(batch)((key, move_batch(value, device)) for key, value in batch.items())
    if isinstance(batch, (list, tuple)):
        return [move_batch(item, device) for item in batch]
    return batch
