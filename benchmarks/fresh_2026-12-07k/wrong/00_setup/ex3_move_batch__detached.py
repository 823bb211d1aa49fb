# Mistake: "a tensor: return `tensor.to(device)`, nothing else: ... when it requires grad, still connected to the computation graph" -- detaches every tensor before moving it, so a tensor computed from one that requires grad (or an nn.Parameter) arrives cut off from its graph and no gradient flows back through the moved batch.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.detach().to(device)      # data does not need the graph on its way to the device
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, list):
        return [move_batch(item, device) for item in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    return batch
