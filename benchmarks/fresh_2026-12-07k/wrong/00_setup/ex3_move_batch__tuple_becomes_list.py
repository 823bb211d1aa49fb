# Mistake: "a list: a new list; a tuple: a new **tuple** (not a list)" -- treats lists and tuples alike with one list comprehension, so a batch given as (images, labels) comes back as a list [images, labels].
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, (list, tuple)):
        return [move_batch(item, device) for item in batch]
    return batch
