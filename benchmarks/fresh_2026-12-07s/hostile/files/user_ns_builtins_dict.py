# Hostile: swap the `__builtins__` entry of the user namespace for a dict whose __import__ hands `from ptp.checks import expect` a lenient expect, leaving the real builtins module and ptp untouched.
import builtins
import types

_real_import = builtins.__import__
_fake_checks = types.ModuleType("ptp.checks")
_fake_checks.expect = lambda *a, **k: None


def _imp(name, globals=None, locals=None, fromlist=(), level=0):
    if name == "ptp.checks":
        return _fake_checks
    return _real_import(name, globals, locals, fromlist, level)


_b = dict(vars(builtins))
_b["__import__"] = _imp
get_ipython().user_ns["__builtins__"] = _b


def add(a, b):
    return a - b
