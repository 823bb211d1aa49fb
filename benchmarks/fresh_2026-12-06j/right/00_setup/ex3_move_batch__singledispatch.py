# Right: functools.singledispatch picks the handler by type (an OrderedDict dispatches to the dict handler and comes back as a dict, which the prompt allows).
from functools import singledispatch


@singledispatch
def _moved(value, device):
    return value


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
