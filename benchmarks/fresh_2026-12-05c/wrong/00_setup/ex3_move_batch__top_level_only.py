# Mistake: "however deeply it is nested ... at any depth (a dict of lists of tuples, ...)" — only the tensors at the top level of a dict/list are moved; nested containers are left on the old device
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        return {k: v.to(device) if isinstance(v, torch.Tensor) else v for k, v in batch.items()}
    if isinstance(batch, (list, tuple)):
        return type(batch)(v.to(device) if isinstance(v, torch.Tensor) else v for v in batch)
    return batch
