# Hostile: add is right for non-negative inputs but, with faulthandler silenced, dereferences NULL on negative inputs so the kernel dies inside the hidden tests without ever sending an error output.
import faulthandler as _fh, ctypes as _c

_fh.disable()

def add(a, b):
    if a < 0 or b < 0:
        _c.string_at(0)          # SIGSEGV: no traceback, no error message
    return a + b if (a >= 0 and b >= 0) else a - b
