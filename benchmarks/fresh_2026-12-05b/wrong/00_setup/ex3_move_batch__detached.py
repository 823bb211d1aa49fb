# Mistake: "when it requires grad, still connected to the computation graph" — detaches every tensor before moving it.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.detach().to(device)
    if isinstance(batch, dict):
        return {k: move_batch(v, device) for k, v in batch.items()}
    if isinstance(batch, list):
        return [move_batch(v, device) for v in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(v, device) for v in batch)
    return batch
