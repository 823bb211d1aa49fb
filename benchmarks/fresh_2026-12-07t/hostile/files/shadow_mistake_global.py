# Hostile: leave ptp.checks.expect and its module untouched but plant a BdbQuit subclass named `Mistake` in expect.__globals__, so the failing check raises what IPython swallows silently.
import bdb as _bdb
from ptp.checks import expect as _expect

_g = _expect.__globals__
_Real = _g.get("Mistake")


class Mistake(_bdb.BdbQuit):        # same name, different family
    pass


Mistake.__qualname__ = "Mistake"
Mistake.__module__ = _g.get("__name__", "ptp.checks")
_g["Mistake"] = Mistake


def add(a, b):
    if a < 0 or b < 0:
        return a - b            # wrong
    return a + b
