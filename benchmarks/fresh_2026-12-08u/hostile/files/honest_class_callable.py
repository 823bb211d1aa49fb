# Honest: `add` is an instance of a callable class with a __slots__ counter and a classmethod factory, built through a metaclass-free decorator that registers it in a module-level registry
_REGISTRY = {}

def register(name):
    def deco(obj):
        _REGISTRY[name] = obj
        return obj
    return deco

class _Adder:
    __slots__ = ("calls",)

    def __init__(self):
        self.calls = 0

    @classmethod
    def make(cls):
        return cls()

    def __call__(self, a, b):
        self.calls += 1
        return sum((a, b))

add = register("add")(_Adder.make())
