# Mistake: "when it requires grad, still connected to the computation graph" -- tensors are detached before the move, so a tensor computed from one that requires grad comes back cut from the graph.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.detach().to(device)
    if isinstance(batch, dict):
        return {k: move_batch(v, device) for k, v in batch.items()}
    if isinstance(batch, (list, tuple)):
        moved = [move_batch(v, device) for v in batch]
        return tuple(moved) if isinstance(batch, tuple) else moved
    return batch
