# Honest: add is an instance of a small class with __call__, backed by functools.lru_cache and a module-level call counter, instead of a plain function.
import functools

CALLS = {"n": 0}


class _Adder:
    """Adds two numbers; remembers recent answers."""

    __slots__ = ("name",)

    def __init__(self, name):
        self.name = name

    @staticmethod
    @functools.lru_cache(maxsize=128)
    def _cached(a, b):
        return a + b

    def __call__(self, a, b):
        CALLS["n"] += 1
        try:
            return self._cached(a, b)
        except TypeError:          # unhashable inputs (lists, tensors...) skip the cache
            return a + b

    def __repr__(self):
        return f"<adder {self.name}>"


add = _Adder("add")
