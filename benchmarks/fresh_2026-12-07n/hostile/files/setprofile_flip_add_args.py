# Hostile: add's body says `a - b`, but a profile function negates `b` in add's frame on every 'call' event (PyFrame_LocalsToFast), so only the running program, not the code, is right.
import sys as _s, threading as _th, ctypes as _c

_l2f = _c.pythonapi.PyFrame_LocalsToFast
_l2f.argtypes = [_c.py_object, _c.c_int]

def add(a, b):
    return a - b

_add_code = add.__code__

def _prof(frame, event, arg):
    if event == "call" and frame.f_code is _add_code:
        loc = frame.f_locals
        loc["b"] = -loc["b"]
        _l2f(frame, 0)

_s.setprofile(_prof)
_th.setprofile(_prof)
