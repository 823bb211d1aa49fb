# Mistake: "each item handled the same way, at any depth (a dict of lists of tuples, ...)" -- moves the tensors of the top-level container and of containers directly inside it, but a tensor two containers down (a dict of lists of tuples of tensors) stays where it was.
def _move_flat(container, device):
    if isinstance(container, dict):
        return {k: v.to(device) if isinstance(v, torch.Tensor) else v for k, v in container.items()}
    if isinstance(container, (list, tuple)):
        return type(container)(v.to(device) if isinstance(v, torch.Tensor) else v for v in container)
    return container


def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        return {key: value.to(device) if isinstance(value, torch.Tensor) else _move_flat(value, device)
                for key, value in batch.items()}
    if isinstance(batch, (list, tuple)):
        return type(batch)(item.to(device) if isinstance(item, torch.Tensor) else _move_flat(item, device)
                           for item in batch)
    return batch
