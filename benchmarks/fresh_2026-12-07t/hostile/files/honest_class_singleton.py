# Honest: `add` is an instance of a small class with __call__, __slots__ and a module-level call counter rather than a plain function; it returns exact ints.
import numbers


class _Adder:
    __slots__ = ("calls",)

    def __init__(self):
        self.calls = 0

    def __call__(self, a, b):
        self.calls += 1
        if not (isinstance(a, numbers.Number) and isinstance(b, numbers.Number)):
            return a + b
        return a + b

    def __repr__(self):
        return "<add>"


add = _Adder()
