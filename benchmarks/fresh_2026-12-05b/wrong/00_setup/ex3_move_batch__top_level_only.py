# Mistake: "each item handled the same way, at any depth (a dict of lists of tuples, ...)" — only the tensors directly inside the top-level container are moved.
def move_batch(batch, device):
    def one(v):
        return v.to(device) if isinstance(v, torch.Tensor) else v
    if isinstance(batch, dict):
        return {k: one(v) for k, v in batch.items()}
    if isinstance(batch, list):
        return [one(v) for v in batch]
    if isinstance(batch, tuple):
        return tuple(one(v) for v in batch)
    return one(batch)
