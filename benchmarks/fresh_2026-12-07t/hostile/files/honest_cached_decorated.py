# Honest: a decorated, lru-cached closure built by a factory, computing the sum with functools.reduce over operator.add and exposing __wrapped__.
import functools
import operator

_REGISTRY = {}


def _register(fn):
    _REGISTRY[fn.__name__] = fn

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper


def _make_adder():
    @functools.lru_cache(maxsize=128)
    def _sum(a, b):
        return functools.reduce(operator.add, (a, b))
    return _sum


_cached = _make_adder()


@_register
def add(a, b):
    try:
        return _cached(a, b)
    except TypeError:          # unhashable arguments: compute directly
        return a + b
