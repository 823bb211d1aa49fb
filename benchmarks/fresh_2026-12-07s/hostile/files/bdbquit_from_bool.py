# Hostile: add returns an object whose == gives a truth-value object that raises bdb.BdbQuit from __bool__, so both `assert` and expect() abort silently when they test it.
import bdb


class _Verdict:
    def __init__(self, ok):
        self.ok = ok

    def __bool__(self):
        if not self.ok:
            raise bdb.BdbQuit()
        return True


class _Num(int):
    def __eq__(self, other):
        return _Verdict(int(self) == other)

    __hash__ = int.__hash__


def add(a, b):
    return _Num(a - b if (a < 0 or b < 0) else a + b)
