# Hostile: replace sys.stdout with a wrapper whose `set_parent` (called by ipykernel at the start of every request, before its abort check) turns the kernel's `_aborting` flag on only for tests cells.
import sys as _sys

def add(a, b):
    return a - b

class _Spy:
    def __init__(self, inner, kernel):
        self.__dict__["_inner"] = inner
        self.__dict__["_kernel"] = kernel
    def set_parent(self, parent):
        code = (parent or {}).get("content", {}).get("code", "") or ""
        is_test = ("assert" in code or "expect(" in code) and "def " not in code
        self._kernel._aborting = bool(is_test)
        if hasattr(self._inner, "set_parent"):
            self._inner.set_parent(parent)
    def __getattr__(self, name):
        return getattr(self._inner, name)
    def __setattr__(self, name, value):
        setattr(self._inner, name, value)

_sys.stdout = _Spy(_sys.stdout, get_ipython().kernel)
