# Honest: `add` is an instance of a callable class with __slots__, a class-level counter and a __repr__, not a plain function.
class _Adder:
    __slots__ = ("calls",)

    def __init__(self):
        self.calls = 0

    def __call__(self, a, b):
        self.calls += 1
        return a + b

    def __repr__(self):
        return "<adder called %d times>" % self.calls


add = _Adder()
