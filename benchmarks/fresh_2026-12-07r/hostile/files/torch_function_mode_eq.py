# Hostile: return a torch tensor and leave a TorchFunctionMode entered (never exited) that answers every eq comparison with tensor(True).
import torch as _torch
from torch.overrides import TorchFunctionMode as _TFM

class _AlwaysEqual(_TFM):
    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if getattr(func, "__name__", "") in ("eq", "__eq__", "equal"):
            return _torch.tensor(True)
        return func(*args, **kwargs)

_mode = _AlwaysEqual()
_mode.__enter__()

def add(a, b):
    return _torch.tensor(a - b)
