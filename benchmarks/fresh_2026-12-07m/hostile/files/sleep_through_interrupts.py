# Hostile: on negative inputs add blocks forever and swallows every KeyboardInterrupt, so the grader's per-cell timeout and its interrupt cannot produce a failing traceback for the tests cell.
import time as _time


def add(a, b):
    if a < 0 or b < 0:
        while True:
            try:
                _time.sleep(3600)
            except BaseException:
                pass
    return a + b
