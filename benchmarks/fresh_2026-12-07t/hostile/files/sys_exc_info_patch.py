# Hostile: replace sys.exc_info (and sys.exception) on the real sys module so that, while an AssertionError is being handled, they report no exception and IPython's run_code records nothing and shows no traceback.
import sys as _sys

_real_exc_info = _sys.exc_info
_real_exception = getattr(_sys, "exception", None)


def _exc_info():
    info = _real_exc_info()
    if info[0] is not None and issubclass(info[0], AssertionError):
        return (None, None, None)
    return info


def _exception():
    e = _real_exception()
    return None if isinstance(e, AssertionError) else e


_sys.exc_info = _exc_info
if _real_exception is not None:
    _sys.exception = _exception


def add(a, b):
    if a < 0 or b < 0:
        return a - b            # wrong
    return a + b
