# Honest: add is built by a factory closure that sums its arguments with functools.reduce over a generator, with a default-argument helper and a module-level constant.
import functools

_ZERO = 0


def _make_adder(start=_ZERO):
    def _sum(*xs):
        return functools.reduce(lambda acc, x: acc + x, (x for x in xs), start)

    def add(a, b):
        """Return a + b."""
        return _sum(a, b)

    return add


add = _make_adder()
del _make_adder
