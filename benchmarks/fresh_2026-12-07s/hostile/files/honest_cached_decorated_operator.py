# Honest: imports operator and functools, wraps operator.add in a logging decorator and an lru_cache, and keeps a module-level history list.
import functools
import operator

_history = []


def _logged(fn):
    @functools.wraps(fn)
    def wrapper(a, b):
        result = fn(a, b)
        _history.append((a, b, result))
        return result
    return wrapper


@_logged
@functools.lru_cache(maxsize=128)
def add(a, b):
    return operator.add(a, b)
