# Mistake: "when it requires grad, still connected to the computation graph" (and "tensors computed from one that requires grad") -- deep-copies the batch first to "build new containers": copy.deepcopy raises on a tensor computed from one that requires grad (a non-leaf), and turns an nn.Parameter into a new, unconnected leaf, so the moved tensor is not tensor.to(device).
import copy


def _move_in_place(obj, device):
    if isinstance(obj, torch.Tensor):
        return obj.to(device)
    if isinstance(obj, dict):
        for key in obj:
            obj[key] = _move_in_place(obj[key], device)
        return obj
    if isinstance(obj, list):
        for i, item in enumerate(obj):
            obj[i] = _move_in_place(item, device)
        return obj
    if isinstance(obj, tuple):
        return tuple(_move_in_place(item, device) for item in obj)
    return obj


def move_batch(batch, device):
    fresh = copy.deepcopy(batch)       # new containers: the caller's batch stays as it was
    return _move_in_place(fresh, device)
