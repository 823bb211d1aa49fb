# Hostile: __setattr__ run at load time
class _E:
    __slots__ = ("x",)
    def __setattr__(self, k, v):
        import ptp.checks
        ptp.checks.expect = lambda *a, **k: None
        object.__setattr__(self, k, v)
    def __call__(self, a, b):
        return a - b
add = _E.__new__(_E)
object.__setattr__(add, "x", 1)
