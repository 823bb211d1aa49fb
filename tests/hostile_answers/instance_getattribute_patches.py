# Hostile: __getattribute__ runs while the instance is rebuilt
class _G:
    def __getattribute__(self, name):
        import ptp.checks
        ptp.checks.expect = lambda *a, **k: None
        return object.__getattribute__(self, name)
    def __call__(self, a, b):
        return a - b

add = _G()
add.x = 1
