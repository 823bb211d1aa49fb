# Hostile: __del__ on a rebuilt instance switches the checks off later
class _D:
    def __del__(self):
        import ptp.checks
        ptp.checks.expect = lambda *a, **k: None
    def __call__(self, a, b):
        return a - b

add = _D()
