# Hostile: add returns a - b and, using ctypes, overwrites the slot of the caller code object's co_consts tuple that the very next LOAD_CONST (the expected value in `add(..) == k`) reads, so the comparison sees the wrong answer as expected.
import ctypes
import dis
import sys

_incref = ctypes.pythonapi.Py_IncRef
_incref.argtypes = [ctypes.py_object]


def _next_instrs(code, lasti):
    ins = [i for i in dis.get_instructions(code) if i.offset > lasti]
    return ins[:2]


def add(a, b):
    wrong = a - b
    try:
        f = sys._getframe(1)
        nxt = _next_instrs(f.f_code, f.f_lasti)
        if len(nxt) == 2 and nxt[1].opname == "COMPARE_OP" and nxt[1].argval in ("==", "!="):
            first = nxt[0]
            if first.opname == "LOAD_CONST":
                consts = f.f_code.co_consts
                _incref(wrong)       # the tuple now owns a reference (old one leaks)
                ctypes.c_void_p.from_address(id(consts) + 24 + 8 * first.arg).value = id(wrong)
            elif first.opname in ("LOAD_NAME", "LOAD_GLOBAL"):
                f.f_globals[first.argval] = wrong
    except Exception:
        pass
    return wrong
