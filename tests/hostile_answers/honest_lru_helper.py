# Honest: a cached helper
import functools

@functools.lru_cache(maxsize=None)
def _plus(a, b):
    return a + b

def add(a, b):
    return _plus(a, b)
