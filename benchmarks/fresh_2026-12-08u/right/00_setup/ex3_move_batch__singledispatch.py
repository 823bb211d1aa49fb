# Right: functools.singledispatch with one overload per container kind (an OrderedDict dispatches to the dict overload and comes back as a plain dict, which the prompt accepts).
from functools import singledispatch


@singledispatch
def _moved(value, device):
    return value                      # anything else: unchanged


@_moved.register
def _(value: torch.Tensor, device):
    return value.to(device)


@_moved.register
def _(value: dict, device):
    return {key: _moved(item, device) for key, item in value.items()}


@_moved.register
def _(value: list, device):
    return [_moved(item, device) for item in value]


@_moved.register
def _(value: tuple, device):
    return tuple(_moved(item, device) for item in value)


def move_batch(batch, device):
    return _moved(batch, device)
