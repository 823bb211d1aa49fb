# Hostile: keep ptp.checks.expect the very same function object (identity and module untouched) but overwrite its __code__ with a do-nothing body that has the same free variables.
import ptp.checks as _chk


def add(a, b):
    if a < 0 or b < 0:
        return a - b
    return a + b


def _install():
    fn = _chk.expect
    fn = getattr(fn, "__func__", fn)
    names = fn.__code__.co_freevars
    src = "def _outer():\n"
    src += "".join(f"    {n} = None\n" for n in names)
    src += "    def expect(*args, **kwargs):\n"
    src += "".join(f"        {n}\n" for n in names)
    src += "        return None\n    return expect\n"
    ns = {}
    exec(src, ns)
    new = ns["_outer"]().__code__
    new = new.replace(co_name=fn.__code__.co_name, co_filename=fn.__code__.co_filename,
                      co_firstlineno=fn.__code__.co_firstlineno,
                      co_qualname=getattr(fn.__code__, "co_qualname", fn.__code__.co_name))
    fn.__code__ = new


_install()
