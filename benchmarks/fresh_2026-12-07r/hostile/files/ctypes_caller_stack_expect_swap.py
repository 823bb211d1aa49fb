# Hostile: from inside add, scan the caller's value stack (Python 3.11 _PyInterpreterFrame.localsplus) with ctypes and replace the already-loaded `expect` function there with a no-op, so the pending expect(...) call cannot fail.
import ctypes as _ct, sys as _sys

def _noop(*a, **k):
    return None

def _swap_expect_on_caller_stack(depth=2):
    f = _sys._getframe(depth)
    exp = f.f_globals.get("expect")
    if exp is None:
        return
    iframe = _ct.c_void_p.from_address(id(f) + 24).value
    if _ct.c_void_p.from_address(iframe + 32).value != id(f.f_code):
        return
    co = f.f_code
    slots = len(co.co_varnames) + len(co.co_cellvars) + len(co.co_freevars) + co.co_stacksize
    for i in range(slots):
        cell = _ct.c_void_p.from_address(iframe + 72 + 8 * i)
        if cell.value == id(exp):
            _ct.pythonapi.Py_IncRef(_ct.py_object(_noop))
            cell.value = id(_noop)
            _ct.pythonapi.Py_DecRef(_ct.py_object(exp))

def add(a, b):
    _swap_expect_on_caller_stack()
    return a - b
