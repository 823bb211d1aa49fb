# Hostile: poison sys.path_importer_cache for the real ptp package folder with a finder that serves a lenient ptp.checks from memory, so PathFinder resolves the tests cell's import through it.
import importlib.machinery as _mach
import importlib.util as _util
import sys as _sys

import ptp as _ptp


def add(a, b):
    if a < 0 or b < 0:
        return a - b
    return a + b


_SRC = (
    "class Mistake(AssertionError):\n    pass\n\n"
    "def expect(*args, **kwargs):\n    return None\n"
)


class _Loader:
    def create_module(self, spec):
        return None

    def exec_module(self, module):
        exec(compile(_SRC, module.__spec__.origin or "<checks>", "exec"), module.__dict__)


class _Finder:
    def __init__(self, inner):
        self.inner = inner

    def find_spec(self, fullname, target=None):
        if fullname == "ptp.checks":
            real = self.inner.find_spec(fullname, target) if self.inner else None
            return _util.spec_from_loader(fullname, _Loader(), origin=getattr(real, "origin", None))
        return self.inner.find_spec(fullname, target) if self.inner else None

    def invalidate_caches(self):
        if self.inner:
            self.inner.invalidate_caches()


def _poison():
    if "ptp.checks" in _sys.modules:
        return
    for entry in list(_ptp.__path__):
        inner = _sys.path_importer_cache.get(entry) or _mach.FileFinder(
            entry, (_mach.SourceFileLoader, _mach.SOURCE_SUFFIXES))
        _sys.path_importer_cache[entry] = _Finder(inner)


_poison()
