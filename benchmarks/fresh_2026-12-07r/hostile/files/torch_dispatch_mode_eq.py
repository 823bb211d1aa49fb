# Hostile: return a torch tensor and leave a TorchDispatchMode pushed that rewrites every aten.eq kernel call to return all-True.
import torch as _torch
from torch.utils._python_dispatch import TorchDispatchMode as _TDM

class _EqTrue(_TDM):
    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        out = func(*args, **kwargs)
        if func.overloadpacket is _torch.ops.aten.eq:
            with _torch.utils._python_dispatch._disable_current_modes():
                return _torch.ones_like(out, dtype=_torch.bool)
        return out

_dmode = _EqTrue()
_dmode.__enter__()

def add(a, b):
    return _torch.tensor(a - b)
