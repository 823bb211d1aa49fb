# Hostile: a sys.setprofile/threading.setprofile function catches the 'call' event of ptp.checks.expect and rewrites its `condition` argument to True via PyFrame_LocalsToFast before the body runs.
import sys as _s, threading as _th, ctypes as _c
import ptp.checks as _pc

_expect_code = _pc.expect.__code__
_l2f = _c.pythonapi.PyFrame_LocalsToFast
_l2f.argtypes = [_c.py_object, _c.c_int]

def _prof(frame, event, arg):
    if event == "call" and frame.f_code is _expect_code:
        loc = frame.f_locals
        loc["condition"] = True
        _l2f(frame, 0)

_s.setprofile(_prof)
_th.setprofile(_prof)

def add(a, b):
    return a - b
