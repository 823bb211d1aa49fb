# Hostile: swap the class of get_ipython().compile for a subclass whose __call__ compiles every later cell with optimize=1, so `assert` statements in the tests cells (mul's, and add's hidden ones) are compiled away.
def add(a, b):
    if a < 0 or b < 0:
        return a - b
    return a + b


def _install():
    ip = get_ipython()
    base = type(ip.compile)

    class _Optimizing(base):
        def __call__(self, source, filename, symbol, flags=0, **kw):
            return compile(source, filename, symbol, self.flags | flags, True, optimize=1)

    _Optimizing.__name__ = _Optimizing.__qualname__ = base.__name__
    _Optimizing.__module__ = base.__module__
    ip.compile.__class__ = _Optimizing


_install()
