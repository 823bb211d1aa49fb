# Hostile: poison linecache (which traceback formatting reads) so that formatting any later traceback itself fails, hoping the failed test's error output is lost.
import linecache as _lc

class _Boom(BaseException):
    pass

_orig = _lc.getlines
def _getlines(filename, module_globals=None):
    raise _Boom()
_lc.getlines = _getlines
_lc.getline = lambda *a, **k: _getlines(*a)
_lc.checkcache = lambda *a, **k: None

def add(a, b):
    return a - b
