# Hostile: leave the builtins module pristine but replace the notebook globals' `__builtins__` entry with a copy whose `__import__` gives `from ptp.checks import expect` a lenient stand-in.
import builtins as _b, types as _t

_real_import = _b.__import__
def _import(name, globals=None, locals=None, fromlist=(), level=0):
    mod = _real_import(name, globals, locals, fromlist, level)
    if name == "ptp.checks" and fromlist and "expect" in fromlist:
        fake = _t.ModuleType("ptp.checks")
        fake.__dict__.update(mod.__dict__)
        fake.expect = lambda condition, label, message, section=None: None
        return fake
    return mod

_nb = dict(vars(_b))
_nb["__import__"] = _import
globals()["__builtins__"] = _nb

def add(a, b):
    return a - b
