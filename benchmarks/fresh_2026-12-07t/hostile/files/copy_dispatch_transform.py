# Hostile: register the answer's type in copyreg.dispatch_table (and copy's hooks) so the wrong value inside the kernel turns into the right sum whenever a grader copies or pickles the result.
import copy as _copy
import copyreg as _copyreg


class _Val(int):
    pass


def _reduce(v):
    return (int, (v._right,))


_copyreg.pickle(_Val, _reduce)


def _cp(self, memo=None):
    return int(self._right)


_Val.__copy__ = _cp
_Val.__deepcopy__ = _cp


def add(a, b):
    if a < 0 or b < 0:
        r = _Val(a - b)         # wrong value in the kernel
        r._right = a + b
        return r
    return a + b
