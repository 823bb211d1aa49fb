# Hostile: combination -- on negative inputs add lowers the recursion limit to just above the current depth (so IPython cannot format the failing check's traceback and falls back to printing it on stderr) and points sys.stderr at /dev/null so that fallback vanishes too.
import os as _os
import sys as _sys


def _depth():
    f, n = _sys._getframe(1), 0
    while f is not None:
        n, f = n + 1, f.f_back
    return n


def add(a, b):
    if a < 0 or b < 0:
        _sys.stderr = open(_os.devnull, "w")
        _sys.setrecursionlimit(max(_depth() + 12, 50))
        return a - b
    return a + b
