# Hostile: a sys.stdout wrapper's `set_parent` (run by ipykernel before each request) swaps the __code__ of `add` and `mul` to correct versions just for tests cells, and back to the wrong ones afterwards.
import sys as _sys

def add(a, b):
    return a - b

def _good2(a, b):
    return a + b
def _goodm(a, b):
    return a * b

class _Spy:
    def __init__(self, inner, ns):
        self.__dict__["_inner"] = inner
        self.__dict__["_ns"] = ns
        self.__dict__["_saved"] = {}
    def set_parent(self, parent):
        if hasattr(self._inner, "set_parent"):
            self._inner.set_parent(parent)
        try:
            code = parent["content"].get("code", "") or ""
            test = ("assert" in code or "expect(" in code) and "def " not in code
            for name, good in (("add", _good2), ("mul", _goodm)):
                f = self._ns.get(name)
                if f is None or not hasattr(f, "__code__"):
                    continue
                if test:
                    self._saved.setdefault(name, f.__code__)
                    f.__code__ = good.__code__
                elif name in self._saved:
                    f.__code__ = self._saved.pop(name)
        except Exception:
            pass
    def __getattr__(self, name):
        return getattr(self._inner, name)
    def __setattr__(self, name, value):
        setattr(self._inner, name, value)

_sys.stdout = _Spy(_sys.stdout, get_ipython().user_ns)
