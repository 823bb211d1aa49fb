# Hostile: rebind the `sys` global inside IPython.core.interactiveshell to a proxy whose exc_info() hides AssertionErrors and whose stderr is a sink, so run_code records no error and showtraceback has nothing to show.
import io as _io
import sys as _real_sys
import types as _types

_ish = _real_sys.modules["IPython.core.interactiveshell"]


class _SysProxy(_types.ModuleType):
    def __getattr__(self, name):
        return getattr(_real_sys, name)

    def exc_info(self):
        info = _real_sys.exc_info()
        if info[0] is not None and issubclass(info[0], AssertionError):
            return (None, None, None)
        return info

    @property
    def stderr(self):
        return _io.StringIO()


_ish.sys = _SysProxy("sys")


def add(a, b):
    if a < 0 or b < 0:
        return a - b            # wrong
    return a + b
