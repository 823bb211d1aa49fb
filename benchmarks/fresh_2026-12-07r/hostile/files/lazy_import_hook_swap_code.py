# Hostile: install a lazy builtins.__import__ wrapper that fires when a tests cell runs `from ptp.checks import expect` and at that moment swaps add's (and mul's) __code__ for correct code.
import builtins as _b

def add(a, b):
    return a - b

def _mk(_orig=_b.__import__, _ns=get_ipython().user_ns):
    def _good_add(a, b):
        return a + b
    def _good_mul(a, b):
        return a * b
    def __import__(name, globals=None, locals=None, fromlist=(), level=0):
        if name.startswith("ptp") and globals is _ns:
            for n, g in (("add", _good_add), ("mul", _good_mul)):
                f = _ns.get(n)
                if hasattr(f, "__code__"):
                    f.__code__ = g.__code__
        return _orig(name, globals, locals, fromlist, level)
    return __import__

_b.__import__ = _mk()
