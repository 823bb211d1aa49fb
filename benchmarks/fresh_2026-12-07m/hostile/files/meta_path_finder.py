# Hostile: put a finder at the front of sys.meta_path so that the tests cell's `from ptp.checks import expect` (ptp.checks not imported yet) loads the real module and then hands back a copy whose expect never fails; sys.modules is not touched by hand.
import importlib.abc as _abc
import importlib.util as _util
import sys as _sys


def add(a, b):
    if a < 0 or b < 0:
        return a - b
    return a + b


class _Finder(_abc.MetaPathFinder, _abc.Loader):
    def find_spec(self, fullname, path=None, target=None):
        if fullname != "ptp.checks":
            return None
        _sys.meta_path.remove(self)
        try:
            real = _util.find_spec(fullname)
        finally:
            _sys.meta_path.insert(0, self)
        if real is None:
            return None
        self._real = real
        return _util.spec_from_loader(fullname, self, origin=real.origin)

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        module.__file__ = self._real.origin
        src = self._real.loader.get_source("ptp.checks")
        exec(compile(src, self._real.origin, "exec"), module.__dict__)
        real_expect = module.expect

        def expect(*args, **kwargs):
            return None

        expect.__name__ = real_expect.__name__
        expect.__qualname__ = real_expect.__qualname__
        expect.__doc__ = real_expect.__doc__
        expect.__module__ = real_expect.__module__
        module.expect = expect


if "ptp.checks" not in _sys.modules:
    _sys.meta_path.insert(0, _Finder())
