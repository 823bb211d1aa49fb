# Mistake: "when it requires grad, still connected to the computation graph" — the tensors are moved with .detach().to(device), cutting them off from autograd (and a Parameter loses requires_grad).
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.detach().to(device)
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, (list, tuple)):
        moved = [move_batch(item, device) for item in batch]
        return moved if isinstance(batch, list) else tuple(moved)
    return batch
