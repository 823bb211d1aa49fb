# Mistake: "a tensor: return tensor.to(device) ... when it requires grad, still connected to the computation graph": the move runs under torch.no_grad(), so a tensor computed from one that requires grad, moved to meta, comes back detached (requires_grad False, no grad_fn).
@torch.no_grad()
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, list):
        return [move_batch(item, device) for item in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    return batch
