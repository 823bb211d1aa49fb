# Mistake: "a tensor: return `tensor.to(device)`, nothing else: ... and, when it requires grad, still connected to the computation graph" — each tensor is detached before the move (to "move only the data"), so an nn.Parameter or a tensor computed from one that requires grad arrives cut off from its graph.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.detach().to(device)
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, list):
        return [move_batch(item, device) for item in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    return batch
