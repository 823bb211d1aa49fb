# Mistake: "a tensor: return what `tensor.to(device)` returns, nothing else ... and, when it requires grad, still connected to the computation graph": each tensor is detached before the move (to keep the caller's graph "safe"), so a tensor computed from one that requires grad comes back cut from the graph (and an nn.Parameter on 'cpu' is not returned as itself).
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
