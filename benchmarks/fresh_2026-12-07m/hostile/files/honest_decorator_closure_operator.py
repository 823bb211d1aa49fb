# Honest: `add` is built by a decorator factory that wraps operator.add in a closure with functools.wraps, keeps a module-level call log, and checks argument count; correct for negatives, floats and mixed inputs.
import functools
import operator

_CALL_LOG = []


def logged(limit):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            if len(args) + len(kwargs) != 2:
                raise TypeError("add takes exactly two arguments")
            out = fn(*args, **kwargs)
            if len(_CALL_LOG) < limit:
                _CALL_LOG.append((args, out))
            return out
        return wrapper
    return deco


def _make():
    op = operator.add

    @logged(limit=100)
    def add(a, b):
        """Return a + b."""
        return op(a, b)

    return add


add = _make()
