# Honest: add is an instance of a callable class with a functools.lru_cache'd method and a module-level call counter.
import functools

_CALLS = {"n": 0}

class _Adder:
    """Adds two numbers; results are cached."""
    @functools.lru_cache(maxsize=None)
    def _sum(self, a, b):
        return a + b

    def __call__(self, a, b):
        _CALLS["n"] += 1
        return self._sum(a, b)

    def __repr__(self):
        return "<adder>"

add = _Adder()
