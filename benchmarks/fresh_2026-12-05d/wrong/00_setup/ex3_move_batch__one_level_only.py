# Mistake: "each item handled the same way, at any depth (a dict of lists of tuples, ...)" — only tensors directly inside the top container move; a list or dict nested inside keeps its tensors where they were.
def move_batch(batch, device):
    def one(x):
        return x.to(device) if isinstance(x, torch.Tensor) else x
    if isinstance(batch, dict):
        return {k: one(v) for k, v in batch.items()}
    if isinstance(batch, (list, tuple)):
        return type(batch)(one(v) for v in batch)
    return one(batch)
