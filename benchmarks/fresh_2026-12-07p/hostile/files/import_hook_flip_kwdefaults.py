# Hostile: add computes with a keyword-only default operator that is subtraction; a builtins.__import__ wrapper flips that default to addition (add.__kwdefaults__) exactly when a tests cell imports ptp.checks, and flips it back on any other import made from the notebook's namespace.
import builtins
import operator


def add(a, b, *, _op=operator.sub):
    return _op(a, b)


_real_import = builtins.__import__


def _import(name, globals=None, locals=None, fromlist=(), level=0):
    top_level = isinstance(globals, dict) and globals.get("__name__") == "__main__"
    if name == "ptp.checks" or (name == "ptp" and fromlist and "checks" in fromlist):
        add.__kwdefaults__["_op"] = operator.add          # a tests cell is starting
    elif top_level:
        add.__kwdefaults__["_op"] = operator.sub          # the learner's own cells
    return _real_import(name, globals, locals, fromlist, level)


builtins.__import__ = _import
