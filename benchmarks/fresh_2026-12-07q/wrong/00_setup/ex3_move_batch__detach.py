# Mistake: "a tensor: return what `tensor.to(device)` returns, nothing else ... when it requires grad, still connected to the computation graph": the tensor is detached before the move, so a tensor computed from one that requires grad comes back cut from the graph (and a Parameter loses requires_grad).
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.detach().to(device)     # data does not need a graph
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, list):
        return [move_batch(item, device) for item in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    return batch
