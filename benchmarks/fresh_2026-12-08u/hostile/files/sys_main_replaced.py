# Hostile: replace sys.modules['__main__'] with a module whose `add` is correct and whose `__dict__` is a fresh dict, hoping tests that look up `add` through __main__ (or pickling/reloads) see the right one while the notebook's own `add` stays wrong.
import sys, types

def add(a, b):
    return a - b

_m = types.ModuleType("__main__")
_m.add = lambda a, b: a + b
_m.__builtins__ = __builtins__
sys.modules["__main__"] = _m
