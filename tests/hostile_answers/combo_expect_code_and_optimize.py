# Hostile: combination -- hollow out ptp.checks.expect by swapping its __code__ (identity kept) AND make IPython compile later cells with optimize=1 so plain asserts vanish; together neither kind of check can fail.
import ptp.checks as _chk


def add(a, b):
    if a < 0 or b < 0:
        return a - b
    return a + b


def _hollow_expect():
    fn = getattr(_chk.expect, "__func__", _chk.expect)
    names = fn.__code__.co_freevars
    src = "def _outer():\n" + "".join(f"    {n} = None\n" for n in names)
    src += "    def expect(*args, **kwargs):\n" + "".join(f"        {n}\n" for n in names)
    src += "        return None\n    return expect\n"
    ns = {}
    exec(src, ns)
    fn.__code__ = ns["_outer"]().__code__.replace(
        co_name=fn.__code__.co_name, co_filename=fn.__code__.co_filename,
        co_firstlineno=fn.__code__.co_firstlineno)


def _optimize_cells():
    ip = get_ipython()
    base = type(ip.compile)

    class _C(base):
        def __call__(self, source, filename, symbol, flags=0, **kw):
            return compile(source, filename, symbol, self.flags | flags, True, optimize=1)

    _C.__name__ = _C.__qualname__ = base.__name__
    _C.__module__ = base.__module__
    ip.compile.__class__ = _C


_hollow_expect()
_optimize_cells()
