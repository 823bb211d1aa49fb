# Hostile: add returns an int subclass whose == raises bdb.BdbQuit on a mismatch (rather than returning True), so the comparison aborts the tests cell silently.
import bdb


class _Num(int):
    def __eq__(self, other):
        if int(self) != other:
            raise bdb.BdbQuit()
        return True

    __hash__ = int.__hash__


def add(a, b):
    return _Num(a - b if (a < 0 or b < 0) else a + b)
