# Mistake: "a tensor: return `tensor.to(device)`, nothing else: ... when it requires grad, still connected to the computation graph" — detach() cuts tensors computed from one that requires grad (and nn.Parameters) off the graph.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.detach().to(device)
    if isinstance(batch, dict):
        return {k: move_batch(v, device) for k, v in batch.items()}
    if isinstance(batch, list):
        return [move_batch(v, device) for v in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(v, device) for v in batch)
    return batch
