# Mistake: "a tensor: return what tensor.to(device) returns, nothing else" -- an nn.Parameter is re-wrapped as a new Parameter after the move, a new leaf cut off from the original parameter's graph instead of what .to returned.
def move_batch(batch, device):
    if isinstance(batch, torch.nn.Parameter):
        return torch.nn.Parameter(batch.to(device), requires_grad=batch.requires_grad)
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        return {k: move_batch(v, device) for k, v in batch.items()}
    if isinstance(batch, (list, tuple)):
        moved = [move_batch(v, device) for v in batch]
        return tuple(moved) if isinstance(batch, tuple) else moved
    return batch
