# Hostile: return a 0-d ndarray subclass whose __array_ufunc__ hijacks np.equal (the ufunc behind ==) to answer True.
import numpy as _np

class _Num(_np.ndarray):
    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        if ufunc is _np.equal:
            return _np.True_
        inputs = tuple(_np.asarray(x) if isinstance(x, _Num) else x for x in inputs)
        return getattr(ufunc, method)(*inputs, **kwargs)

def add(a, b):
    return _np.asarray(a - b).view(_Num)
