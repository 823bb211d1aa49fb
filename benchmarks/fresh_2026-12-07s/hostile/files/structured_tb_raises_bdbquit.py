# Hostile: make the traceback formatter itself raise bdb.BdbQuit, so the failure escapes showtraceback before any error message is published.
import bdb

_sh = get_ipython()


def _stb(*args, **kwargs):
    raise bdb.BdbQuit()


_sh.InteractiveTB.structured_traceback = _stb


def add(a, b):
    return a - b
