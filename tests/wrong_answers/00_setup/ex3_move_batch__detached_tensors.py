# Diagnosis: graph-cut
# Pitfall: moves tensor.detach() ("it is only data"), cutting tensors that require grad from the graph.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.detach().to(device)
    if isinstance(batch, dict):
        return {k: move_batch(v, device) for k, v in batch.items()}
    if isinstance(batch, (list, tuple)):
        return type(batch)(move_batch(v, device) for v in batch)
    return batch
