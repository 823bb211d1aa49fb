# Hostile: give the shell a separate user_module whose globals carry a custom __builtins__ with an __import__ that hands the tests a lenient `expect`, keeping user_ns itself a plain dict.
import builtins as _b
import sys as _sys
import types as _t

_ip = get_ipython()
_real_import = _b.__import__


def _lenient(condition, label, message, section=None):
    return None


def _imp(name, globals=None, locals=None, fromlist=(), level=0):
    mod = _real_import(name, globals, locals, fromlist, level)
    if name == "ptp.checks" and fromlist and "expect" in fromlist:
        fake = _t.ModuleType(name)
        fake.__dict__.update(mod.__dict__)
        fake.expect = _lenient
        return fake
    return mod


_bd = dict(_b.__dict__)
_bd["__import__"] = _imp
_mod = _t.ModuleType("__main__")
_mod.__dict__.update({k: v for k, v in _ip.user_ns.items() if k.startswith("__")})
_mod.__dict__["__builtins__"] = _bd
try:
    _ip.user_module = _mod        # globals for exec become _mod.__dict__, locals stay user_ns
except Exception:
    pass


def add(a, b):
    if a < 0 or b < 0:
        return a - b            # wrong
    return a + b
