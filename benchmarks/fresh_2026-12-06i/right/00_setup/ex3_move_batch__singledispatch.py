# Right: functools.singledispatch with one handler per container kind (registered on the abstract base classes), instead of an if/elif chain.
import functools
from collections.abc import Mapping


@functools.singledispatch
def _move(value, device):
    return value                                   # strings, numbers, None, ...


@_move.register
def _(value: torch.Tensor, device):
    return value.to(device)


@_move.register
def _(value: Mapping, device):
    return {key: _move(item, device) for key, item in value.items()}


@_move.register
def _(value: list, device):
    return [_move(item, device) for item in value]


@_move.register
def _(value: tuple, device):
    return tuple(_move(item, device) for item in value)


def move_batch(batch, device):
    return _move(batch, device)
