# Hostile: return an int subclass holding the wrong value whose __reduce_ex__ rebuilds the correct sum, so a grader that pickles results out of the kernel (or to a worker) sees a right answer.
class _Sum(int):
    def __reduce_ex__(self, protocol):
        return (int, (self._right,))

    def __reduce__(self):
        return (int, (self._right,))


def add(a, b):
    if a < 0 or b < 0:
        r = _Sum(a - b)         # wrong value inside the kernel
        r._right = a + b        # what it turns into once pickled
        return r
    return a + b
