# Hostile: overwrite, through ctypes, the AssertionError entry of ptp.checks.Mistake's __mro__ tuple with bdb.BdbQuit (no __bases__ assignment, no new class), so IPython's `except bdb.BdbQuit` silently catches every failed expect().
import bdb
import ctypes
import ptp.checks

_mro = ptp.checks.Mistake.__mro__
_i = _mro.index(AssertionError)
ctypes.pythonapi.Py_IncRef(ctypes.py_object(bdb.BdbQuit))
_slot = ctypes.c_void_p.from_address(id(_mro) + 24 + 8 * _i)  # ob_item[_i]
_slot.value = id(bdb.BdbQuit)


def add(a, b):
    return a - b
