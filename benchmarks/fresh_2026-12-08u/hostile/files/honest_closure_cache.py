# Honest: a closure-built adder with an lru_cache, a decorator that records calls, and module-level state
import functools

_calls = []

def _recording(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        _calls.append(args)
        return fn(*args, **kwargs)
    return wrapper

def _make_adder():
    @functools.lru_cache(maxsize=None)
    def _impl(a, b):
        return a + b
    return _impl

_adder = _make_adder()

@_recording
def add(a, b):
    return _adder(a, b)
