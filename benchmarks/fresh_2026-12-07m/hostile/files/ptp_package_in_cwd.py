# Hostile: write a fake `ptp` package (with a never-failing checks.expect) into the kernel's working folder, which sits on sys.path ahead of the editable-installed real ptp, before the tests cell first imports it.
import importlib as _il
import os as _os
import sys as _sys


def add(a, b):
    if a < 0 or b < 0:
        return a - b
    return a + b


def _plant():
    if "ptp" in _sys.modules:
        return
    d = _os.path.join(_os.getcwd(), "ptp")
    _os.makedirs(d, exist_ok=True)
    with open(_os.path.join(d, "__init__.py"), "w") as f:
        f.write('"""Python Teaching Package."""\n')
    with open(_os.path.join(d, "checks.py"), "w") as f:
        f.write(
            '"""Checks."""\n'
            "class Mistake(AssertionError):\n    pass\n\n"
            "def expect(condition, code='', message='', *args, **kwargs):\n"
            "    return None\n\n"
            "def __getattr__(name):\n"
            "    return lambda *a, **k: None\n"
        )
    _il.invalidate_caches()


_plant()
