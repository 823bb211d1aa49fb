# Mistake: "when it requires grad, still connected to the computation graph" — the tensor is detached before the move (to "avoid copying the graph"), so a tensor computed from a leaf comes back with requires_grad=False and no grad_fn.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.detach().to(device)
    if isinstance(batch, dict):
        return {k: move_batch(v, device) for k, v in batch.items()}
    if isinstance(batch, (list, tuple)):
        return type(batch)(move_batch(v, device) for v in batch)
    return batch
