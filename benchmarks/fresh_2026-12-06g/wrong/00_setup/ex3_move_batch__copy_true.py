# Mistake: "a tensor: return tensor.to(device), nothing else" — forces a copy with .to(device, copy=True), so moving to 'cpu' a tensor already there returns a new tensor with its own memory instead of the tensor itself (tensor.to(device) returns the same object)
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device, copy=True)
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, list):
        return [move_batch(item, device) for item in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    return batch
