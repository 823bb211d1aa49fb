# Mistake: "tensors of any dtype and of shapes with sizes 0, 1 and more" — the early `if not batch` shortcut for empty containers evaluates the truth value of a tensor: it raises for tensors of more than one element and returns a one-element tensor whose value is 0 unmoved.
def move_batch(batch, device):
    if batch is None or (not isinstance(batch, (str, int, float)) and not batch):
        return batch
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        return {k: move_batch(v, device) for k, v in batch.items()}
    if isinstance(batch, (list, tuple)):
        return type(batch)(move_batch(v, device) for v in batch)
    return batch
