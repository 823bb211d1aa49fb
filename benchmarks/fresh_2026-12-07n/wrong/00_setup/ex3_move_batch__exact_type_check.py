# Mistake: "tensors of any dtype ... `nn.Parameter`s": the test `type(batch) is torch.Tensor` is false for an nn.Parameter (a Tensor subclass), so a Parameter in the batch is returned unmoved.
def move_batch(batch, device):
    if type(batch) is torch.Tensor:
        return batch.to(device)
    if isinstance(batch, dict):
        return type(batch)((key, move_batch(value, device)) for key, value in batch.items())
    if isinstance(batch, list):
        return [move_batch(item, device) for item in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    return batch
