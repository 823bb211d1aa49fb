# Mistake: "when it requires grad, still connected to the computation graph" and "tensors computed from one that requires grad": it deep-copies the batch first, which cuts nn.Parameters off the caller's graph (the copy is a new leaf) and raises on a non-leaf tensor that requires grad (deepcopy refuses those).
import copy


def move_batch(batch, device):
    batch = copy.deepcopy(batch)      # new containers, so the caller's batch is never touched

    def move_in_place(container):
        items = container.items() if isinstance(container, dict) else enumerate(container)
        for key, value in list(items):
            if isinstance(value, torch.Tensor):
                container[key] = value.to(device)
            elif isinstance(value, (dict, list)):
                move_in_place(value)
            elif isinstance(value, tuple):
                container[key] = move_batch(value, device)

    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device) for item in batch)
    if isinstance(batch, (dict, list)):
        move_in_place(batch)
    return batch
