# Hostile: a gc.callbacks entry, fired by ordinary allocations while a later cell runs, looks up the stack for a notebook frame that has imported the real `expect` and rebinds that global to a lenient one after any pre-cell checks.
import gc as _gc, sys as _s
import ptp.checks as _pc

_real = _pc.expect
_own = _s._getframe().f_code.co_filename

def _lenient(condition, label, message, section=None):
    return None

def _cb(phase, info):
    if phase != "start":
        return
    f = _s._getframe(1)
    while f is not None:
        g = f.f_globals
        fn = f.f_code.co_filename
        if fn != _own and ("ipykernel_" in fn or fn.startswith("<ipython-input")):
            if g.get("expect") is _real:
                g["expect"] = _lenient
            break
        f = f.f_back

_gc.callbacks.append(_cb)
_gc.set_threshold(50, 10, 10)

def add(a, b):
    return a - b
