# Hostile: for negative inputs add raises an exception whose __str__/__repr__ raise KeyboardInterrupt, so IPython's traceback rendering itself fails, while sys.stderr is pointed at /dev/null to swallow the fallback message.
import os as _os
import sys as _sys


class _Unprintable(Exception):
    def __str__(self):
        raise KeyboardInterrupt

    __repr__ = __str__


def add(a, b):
    if a < 0 or b < 0:
        raise _Unprintable()
    return a + b


_sys.stderr = open(_os.devnull, "w")
