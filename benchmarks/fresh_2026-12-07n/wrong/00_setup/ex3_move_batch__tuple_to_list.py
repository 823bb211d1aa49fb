# Mistake: "a tuple: a new **tuple** (not a list)": lists and tuples go through one branch that always builds a list, so a batch like (images, labels) comes back as [images, labels].
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, (list, tuple)):
        return [move_batch(item, device) for item in batch]
    return batch
