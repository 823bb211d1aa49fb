# Mistake: "a tensor: return `tensor.to(device)`, nothing else: the same shape ..., the same dtype" — integer labels, bools and float64 tensors are cast to float32 on the way.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device=device, dtype=torch.float32)
    if isinstance(batch, dict):
        return {k: move_batch(v, device) for k, v in batch.items()}
    if isinstance(batch, list):
        return [move_batch(v, device) for v in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(v, device) for v in batch)
    return batch
