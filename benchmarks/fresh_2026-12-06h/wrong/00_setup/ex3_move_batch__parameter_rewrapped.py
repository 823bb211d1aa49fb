# Mistake: "a tensor: return tensor.to(device), nothing else: ... when it requires grad, still connected to the computation graph" — it re-wraps an nn.Parameter as a new nn.Parameter on the device to keep its type; the new Parameter is a fresh leaf, cut off from the caller's parameter, so no gradient flows back to it.
def move_batch(batch, device):
    if isinstance(batch, torch.nn.Parameter):
        return torch.nn.Parameter(batch.detach().to(device), requires_grad=batch.requires_grad)
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, list):
        return [move_batch(item, device) for item in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    return batch
