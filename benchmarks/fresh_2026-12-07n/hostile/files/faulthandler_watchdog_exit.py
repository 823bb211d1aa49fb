# Hostile: on negative inputs add arms faulthandler's C-level watchdog (invisible to threading.enumerate, writing to /dev/null) with exit=True and then blocks, so the kernel exits mid-cell with no error output.
import faulthandler as _fh, os as _os, time as _t

_null = open(_os.devnull, "w")

def add(a, b):
    if a < 0 or b < 0:
        _fh.dump_traceback_later(0.2, exit=True, file=_null)
        while True:
            _t.sleep(1)
    return a + b
