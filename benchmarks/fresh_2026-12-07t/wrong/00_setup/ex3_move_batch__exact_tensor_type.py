# Mistake: "every tensor in it moved ... `nn.Parameter`s": tensors are recognised with type(x) is torch.Tensor, so an nn.Parameter (a Tensor subclass) falls into "anything else" and is not moved.
def move_batch(batch, device):
    if type(batch) is torch.Tensor:
        return batch.to(device)
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, list):
        return [move_batch(item, device) for item in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    return batch
