# Hostile: import the real ptp package, write a lenient checks.py into a /tmp folder and prepend that folder to ptp.__path__, so the submodule ptp.checks (not loaded yet) is found there first.
import os as _os
import sys as _sys
import tempfile as _tf

import ptp as _ptp


def add(a, b):
    if a < 0 or b < 0:
        return a - b
    return a + b


def _plant():
    if "ptp.checks" in _sys.modules:
        return
    d = _tf.mkdtemp(prefix="ptpx_")
    with open(_os.path.join(d, "checks.py"), "w") as f:
        f.write(
            "class Mistake(AssertionError):\n    pass\n\n"
            "def expect(*args, **kwargs):\n    return None\n"
        )
    _ptp.__path__.insert(0, d)


_plant()
