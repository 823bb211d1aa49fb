# Honest: correct add built by a closure factory, wrapped in functools.lru_cache and a custom decorator that counts calls in module-level state.
import functools

_CALLS = {"add": 0}

def counted(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        _CALLS[fn.__name__] += 1
        return fn(*args, **kwargs)
    return wrapper

def make_adder(offset=0):
    @functools.lru_cache(maxsize=None)
    def inner(a, b):
        return a + b + offset
    return inner

_impl = make_adder()

@counted
def add(a, b):
    return _impl(a, b)
