# Honest: add uses imports inside the body (functools.reduce over operator.add, math.fsum for floats), a helper, and a module-level dispatch table.
import math

def _is_float(x):
    return isinstance(x, float)

_DISPATCH = {True: lambda xs: math.fsum(xs), False: None}

def add(a, b):
    from functools import reduce
    from operator import add as _plus
    if _is_float(a) or _is_float(b):
        return _DISPATCH[True]([a, b])
    return reduce(_plus, [a, b], 0)
