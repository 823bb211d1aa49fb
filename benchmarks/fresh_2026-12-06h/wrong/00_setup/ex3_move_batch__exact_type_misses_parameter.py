# Mistake: "return batch with every tensor in it moved to device" (must-handle: "nn.Parameters") — it recognises tensors with `type(x) is torch.Tensor`, so an nn.Parameter (a Tensor subclass) is treated as a plain value and left on its old device.
def move_batch(batch, device):
    kind = type(batch)
    if kind is torch.Tensor:
        return batch.to(device)
    if kind is dict or isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if kind is list:
        return [move_batch(item, device) for item in batch]
    if kind is tuple:
        return tuple(move_batch(item, device) for item in batch)
    return batch
