# Mistake: "tensors of any dtype ..., `nn.Parameter`s, and tensors computed from one that requires grad" and "a tensor: return what `tensor.to(device)` returns": tensors are recognised with `type(x) is torch.Tensor`, so an nn.Parameter (a Tensor subclass) is treated as a plain value and comes back unmoved.
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
