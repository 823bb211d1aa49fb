# Mistake: "tensors of any dtype ..., `nn.Parameter`s": tensors are recognised with `type(x) is torch.Tensor`, so an nn.Parameter in the batch is treated as "anything else" and stays on its device.
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
