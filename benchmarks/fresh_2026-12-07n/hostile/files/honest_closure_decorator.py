# Honest: add is built by a closure factory and wrapped by a functools.wraps decorator that records calls in module-level state.
import functools
import operator

_log = []

def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        out = fn(*args, **kwargs)
        _log.append((args, out))
        return out
    return wrapper

def make_binary(op):
    def binary(a, b):
        return op(a, b)
    return binary

add = logged(make_binary(operator.add))
