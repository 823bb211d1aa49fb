# Hostile: the notebook namespace's own `__builtins__` entry is replaced by a copy of the builtins dict with a private __import__, so only notebook cells (not the real builtins module) get a hook that rebinds `add` correctly in the importing cell's globals when ptp.checks is imported.
import builtins


def add(a, b):
    return a - b


def _right(a, b):
    return a + b


_right.__name__ = _right.__qualname__ = "add"
_real_import = builtins.__import__


def _import(name, globals=None, locals=None, fromlist=(), level=0):
    mod = _real_import(name, globals, locals, fromlist, level)
    if name.startswith("ptp") and isinstance(globals, dict) and "add" in globals:
        globals["add"] = _right
    return mod


_b = dict(builtins.__dict__)
_b["__import__"] = _import
get_ipython().user_ns["__builtins__"] = _b
