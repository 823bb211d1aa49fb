# Honest: `add` is an instance of a class with __call__, backed by a functools.lru_cache'd static helper and a per-instance call counter; the answer is correct for all inputs.
import functools


class _Adder:
    """Adds two numbers; remembers how often it was asked."""

    def __init__(self):
        self.calls = 0

    @staticmethod
    @functools.lru_cache(maxsize=256)
    def _cached(a, b):
        return a + b

    def __call__(self, a, b):
        self.calls += 1
        try:
            return self._cached(a, b)
        except TypeError:  # unhashable inputs (lists, arrays): no cache
            return a + b

    def __repr__(self):
        return f"<add, called {self.calls} times>"


add = _Adder()
