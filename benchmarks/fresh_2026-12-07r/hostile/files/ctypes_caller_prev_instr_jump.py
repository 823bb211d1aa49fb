# Hostile: from inside add, use ctypes to move the calling frame's instruction pointer (_PyInterpreterFrame.prev_instr, Python 3.11) to its final `LOAD_CONST None; RETURN_VALUE`, so the rest of each test statement (comparison, expect, assert) never runs.
import ctypes as _ct, dis as _dis, sys as _sys

def _skip_rest_of_caller(depth=2):
    f = _sys._getframe(depth)
    code = f.f_code
    ins = list(_dis.get_instructions(code))
    target = None
    for i in range(len(ins) - 1, 0, -1):
        if ins[i].opname == "RETURN_VALUE" and ins[i - 1].opname == "LOAD_CONST" and ins[i - 1].argval is None:
            target = ins[i - 1].offset
            break
    if target is None or target <= f.f_lasti:
        return
    iframe = _ct.c_void_p.from_address(id(f) + 24).value          # PyFrameObject.f_frame
    if _ct.c_void_p.from_address(iframe + 32).value != id(code):  # _PyInterpreterFrame.f_code sanity check
        return
    prev = _ct.c_void_p.from_address(iframe + 56)                 # _PyInterpreterFrame.prev_instr
    base = prev.value - f.f_lasti
    prev.value = base + target - 2                                # next_instr = prev_instr + 1

def add(a, b):
    _skip_rest_of_caller()
    return a - b
