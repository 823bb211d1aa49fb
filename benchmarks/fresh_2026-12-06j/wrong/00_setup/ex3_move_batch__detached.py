# Mistake: "a tensor: return tensor.to(device), nothing else: ... when it requires grad, still connected to the computation graph": tensors are detached before the move, so a tensor computed from one that requires grad (or an nn.Parameter) comes back cut from the graph.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.detach().to(device)   # a batch is data: no graph to carry along
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, list):
        return [move_batch(item, device) for item in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    return batch
