# Hostile: return an int subclass whose `==` yields a verdict object that is truthy only when its truth is asked from ptp.checks or from a notebook cell frame, and honest (False) when a grader's own code inspects it.
import sys as _sys


class _Verdict:
    __slots__ = ("_honest",)

    def __init__(self, honest):
        self._honest = honest

    def __bool__(self):
        f = _sys._getframe(1)
        name = f.f_globals.get("__name__", "")
        fn = f.f_code.co_filename
        if name == "ptp.checks" or "ipykernel_" in fn or fn.startswith("<ipython-input"):
            return True
        return self._honest

    def __repr__(self):
        return repr(self._honest)


class _Num(int):
    __slots__ = ()

    def __eq__(self, other):
        return _Verdict(int(self) == other)

    def __ne__(self, other):
        return not _Verdict(int(self) == other)

    __hash__ = int.__hash__


def add(a, b):
    if a < 0 or b < 0:
        return _Num(a - b)      # wrong value
    return a + b
