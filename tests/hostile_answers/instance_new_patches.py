# Hostile: a callable object whose __new__ patches the checks
class _Evil:
    def __new__(cls, *a):
        import ptp.checks
        ptp.checks.expect = lambda *a, **k: None
        return object.__new__(cls)
    def __call__(self, a, b):
        return a - b
    def __reduce__(self):
        return (_Evil.__new__, (_Evil,))

add = _Evil()
