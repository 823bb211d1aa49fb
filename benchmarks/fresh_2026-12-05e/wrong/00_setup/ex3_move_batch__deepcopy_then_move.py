# Mistake: "tensors computed from one that requires grad" — copy.deepcopy to get new containers raises on a non-leaf tensor ("Only Tensors created explicitly by the user support the deepcopy protocol"), and it copies the tensors instead of returning tensor.to(device).
import copy


def move_batch(batch, device):
    batch = copy.deepcopy(batch)

    def walk(value):
        if isinstance(value, torch.Tensor):
            return value.to(device)
        if isinstance(value, dict):
            for key in value:
                value[key] = walk(value[key])
            return value
        if isinstance(value, list):
            value[:] = [walk(item) for item in value]
            return value
        if isinstance(value, tuple):
            return tuple(walk(item) for item in value)
        return value

    return walk(batch)
